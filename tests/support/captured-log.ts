import pino from 'pino';
import { beforeEach, expect } from 'vitest';

/**
 * A logger for the test app whose lines the test reads back, emptied before each test; `secret` is the text
 * that must never reach the log (a marker inside the hostile values a test sends).
 */
export function captureLog(secret: string) {
  let entries: { level: number; line: string }[] = [];
  beforeEach(() => {
    entries = [];
  });
  const write = (line: string) =>
    void entries.push({ level: (JSON.parse(line) as { level: number }).level, line });
  return {
    logger: pino({ level: 'info' }, { write }),
    /** Nothing at error level (pino 50) or above, and the secret nowhere in the log. */
    expectQuiet(label: string) {
      expect(
        entries.filter((entry) => entry.level >= 50),
        label,
      ).toEqual([]);
      expect(entries.map((entry) => entry.line).join('\n'), label).not.toContain(secret);
    },
  };
}
