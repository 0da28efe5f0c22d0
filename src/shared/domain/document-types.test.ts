import { describe, expect, it } from 'vitest';
import { englishI18n, spanishI18n } from '@tests/support/i18n-instances';
import { formatFileSize } from './document-types';

describe("a document's size", () => {
  it('is in kB below 1 MB and in MB with one decimal from there, in each language', async () => {
    const en = englishI18n();
    const es = await spanishI18n();
    expect(formatFileSize(600, en)).toBe('1 kB');
    expect(formatFileSize(12 * 1024, en)).toBe('12 kB');
    expect(formatFileSize(1024 * 1024 - 1, en)).toBe('1,024 kB');
    expect(formatFileSize(1024 * 1024, en)).toBe('1.0 MB');
    expect(formatFileSize(2.45 * 1024 * 1024, en)).toBe('2.5 MB');
    expect(formatFileSize(12 * 1024, es)).toBe('12 kB');
    expect(formatFileSize(2.45 * 1024 * 1024, es)).toBe('2.5 MB');
  });
});
