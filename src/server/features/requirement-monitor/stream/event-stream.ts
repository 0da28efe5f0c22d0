import type { Context } from 'hono';
import { streamSSE, type SSEMessage } from 'hono/streaming';
import { hasPro } from '../../../../shared/domain/entitlements';
import type { Auth } from '../../../auth/create-auth';
import type { SessionVariables } from '../../../auth/session';
import { getSubscriptionStatus } from '../../../billing/get-subscription-status';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { RequirementChangeEvents } from '../../../realtime/requirement-change-events';

/** Between heartbeats of the events stream: under the 30–60 s after which proxies drop a quiet connection. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a lost stream. */
const EVENTS_RETRY_MS = 5_000;

/** Whether a promise has settled, without waiting for it. */
const isSettled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), Promise.resolve(false)]);

/**
 * Live updates (docs/product/intelligence.md#live-updates): server-sent events of the business's new changes (docs/decisions/0021), for a
 * member already found to be on Pro. The stream lasts while the member who opened it may see them: each event,
 * each heartbeat and each change of the business's access (a removal, a new role, the plan) checks the session
 * again first, and the stream ends when it no longer belongs to a Pro member of the business in that role.
 * A member holds a few streams at once, and the instance a bounded number (docs/decisions/0014).
 */
export function openEventStream(
  c: Context<{ Variables: SessionVariables }>,
  deps: { db: Database; auth: Auth; events: RequirementChangeEvents },
) {
  const { db, auth, events } = deps;
  const opener = c.get('user');
  const { businessId } = opener;
  const slot = events.admit(opener.memberId);
  if (slot === 'member-limit')
    throw new AppError(
      429,
      'TOO_MANY_STREAMS',
      /*i18n*/ 'Live updates are open in too many tabs. Close one and reload this page.',
    );
  if (slot === 'instance-limit')
    throw new AppError(429, 'STREAMS_BUSY', /*i18n*/ 'Live updates are busy. Reload this page in a minute.');

  const stillAllowed = async () => {
    const member = await auth.sessions.userOf(c.req.raw.headers, { fresh: true });
    if (!member || member.suspended || member.businessId !== businessId) return false;
    if (member.memberId !== opener.memberId || member.role !== opener.role) return false;
    return hasPro(await getSubscriptionStatus({ db, businessId }));
  };

  c.header('Cache-Control', 'no-store');
  // Proxies such as nginx would otherwise hold the events back.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let open = true;
    let end!: () => void;
    const ended = new Promise<void>((resolve) => {
      end = () => {
        open = false;
        resolve();
      };
    });
    stream.onAbort(end);
    // One step at a time, in order, and none once the stream is over; a failed step ends it.
    let steps = Promise.resolve();
    const step = (work: () => Promise<unknown>) =>
      (steps = steps.then(() => (open ? work() : undefined)).then(() => undefined, end));
    const write = (message: SSEMessage) => step(() => stream.writeSSE(message));
    const checked = (message?: SSEMessage) =>
      step(async () => {
        if (!(await stillAllowed())) return end();
        if (message) await stream.writeSSE(message);
      });

    try {
      const unsubscribe = await events.subscribe(businessId, {
        send: (event) =>
          void checked(
            event.type === 'change'
              ? { event: 'requirement-change', id: event.id, data: JSON.stringify({ id: event.id }) }
              : { event: 'refresh', data: '{}' },
          ),
        recheck: () => void checked(),
      });
      try {
        await write({ event: 'ready', data: '{}', retry: EVENTS_RETRY_MS });
        // A browser coming back (Last-Event-ID) may have missed changes meanwhile: it reloads the list.
        if (c.req.header('last-event-id')) await write({ event: 'refresh', data: '{}' });
        while (open) {
          await Promise.race([stream.sleep(HEARTBEAT_MS), ended, events.whenClosing]);
          if (!open || (await isSettled(events.whenClosing))) break;
          // Also what no notification tells: a paid period that ran out.
          await checked({ event: 'heartbeat', data: '{}' });
        }
      } finally {
        unsubscribe();
        end();
        await steps;
      }
    } finally {
      slot.release();
    }
  });
}
