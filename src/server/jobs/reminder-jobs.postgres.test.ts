import { describe, expect, it } from 'vitest';
import { connectPostgres } from '../db/client';
import { events } from '../db/schema';
import { dallasFestivalRow } from '@tests/support/event-fixtures';
import {
  ownerWithPermit,
  reminderJobsOf,
  settledOutbox,
  startTestReminderJobs,
} from '@tests/support/reminder-fixtures';
import { setUpTestApp } from '@tests/support/test-app';

// Only in the PostgreSQL suite (vitest.config.ts): PGlite serves one instance.
const t = setUpTestApp();
const jobs = reminderJobsOf(t);

describe('two instances on one PostgreSQL', () => {
  it('send each reminder once, however their sweeps interleave', async () => {
    const second = connectPostgres(t.connection.url!, { max: 3 });
    const otherJobs = await startTestReminderJobs(t, second);
    try {
      const owners = await Promise.all([1, 2, 3, 4].map(() => ownerWithPermit(t, 4)));
      await Promise.all([jobs.sweep(), otherJobs.sweep(), jobs.sweep(), otherJobs.sweep()]);
      for (const { owner } of owners) expect(await settledOutbox(t, owner.email, 1)).toHaveLength(1);

      // An event's 'Apply by' date (docs/product/events.md#deadlines): once too.
      const festivals = await Promise.all([1, 2, 3].map(() => ownerWithPermit(t, 200)));
      await t.db.insert(events).values(festivals.map(({ owner }) => dallasFestivalRow(owner.businessId, 10)));
      await Promise.all([jobs.sweep(), otherJobs.sweep(), jobs.sweep(), otherJobs.sweep()]);
      for (const { owner } of festivals) {
        const messages = await settledOutbox(t, owner.email, 1);
        expect(messages.map((message) => message.subject)).toEqual([expect.stringMatching(/^Apply by /)]);
      }
    } finally {
      await otherJobs.stop();
      await second.close();
    }
  });
});
