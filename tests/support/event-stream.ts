import { expect } from 'vitest';
import type { TestApp } from './test-app';

export type StreamEvent = { event: string; data: string; id?: string };

/**
 * An open live-updates stream (GET /api/requirement-changes/events) as a browser reads it: the events as they
 * arrive, and whether the server has ended it. It answers once the `ready` event came.
 */
export async function openEvents(t: TestApp, cookie: string, headers: Record<string, string> = {}) {
  const response = await t.request('/api/requirement-changes/events', { cookie, headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const received: StreamEvent[] = [];
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return void (ended = true);
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: StreamEvent = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').trimStart();
          if (field === 'event') event.event = value;
          else if (field === 'data') event.data += value;
          else if (field === 'id') event.id = value;
        }
        received.push(event);
      }
    }
  })();
  /** The first event named `name`, waiting for it up to `within` ms; null if none came. */
  const next = async (name: string, within = 3000) => {
    const until = Date.now() + within;
    while (Date.now() < until) {
      const found = received.find((event) => event.event === name);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  };
  await expect(next('ready')).resolves.not.toBeNull();
  return {
    received,
    next,
    /** Whether the server has ended the stream. */
    ended: () => ended,
    close: () => reader.cancel().then(() => pump),
  };
}
