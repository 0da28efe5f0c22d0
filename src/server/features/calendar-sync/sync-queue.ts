import type { Logger } from '../../lib/logger';

/** A sync of one member's calendar; `full` also reads the calendar back and repairs it (docs/decisions/0023). */
export type CalendarSyncRequest = { integrationId: string; full: boolean };

/**
 * Where the app sends calendar syncs. The server process attaches pg-boss once it has started (main.ts),
 * before it takes requests; a test attaches its own.
 */
export type CalendarSyncQueue = {
  send(request: CalendarSyncRequest): Promise<void>;
  attach(send: (request: CalendarSyncRequest) => Promise<void>): void;
};

export function createCalendarSyncQueue(logger: Logger): CalendarSyncQueue {
  let target: ((request: CalendarSyncRequest) => Promise<void>) | undefined;
  const waiting: CalendarSyncRequest[] = [];
  const deliver = (request: CalendarSyncRequest) =>
    target!(request).catch((error: unknown) =>
      // The daily full sync puts right whatever a lost request missed.
      logger.error({ err: error, integrationId: request.integrationId }, 'could not queue a calendar sync'),
    );
  return {
    async send(request) {
      if (target) await deliver(request);
      else waiting.push(request);
    },
    attach(send) {
      target = send;
      for (const request of waiting.splice(0)) void deliver(request);
    },
  };
}
