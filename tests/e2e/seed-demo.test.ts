import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Permit } from '@shared/contracts/permits';
import { calendarDateIn } from '@shared/domain/calendar-dates';
import { matchesReportFilter, REPORT_FILTERS } from '@shared/domain/report-filters';
import { signInToServer, startServer } from '../support/server-process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-seed-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function seed() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src/server/db/seed-demo.ts')],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

describe('npm run db:seed-demo', () => {
  it('creates a confirmed Pro demo account whose permits fill every report filter and category, and resets it on a rerun', async () => {
    const output = seed();
    const match = output.match(/^Demo account: (\S+) \/ (\S+)$/m);
    expect(match).not.toBeNull();
    seed();

    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const cookie = await signInToServer(server.url, { email: match![1]!, password: match![2]! });
      const subscription = await (
        await fetch(`${server.url}/api/subscription`, { headers: { cookie } })
      ).json();
      expect(subscription).toMatchObject({ subscribed: true, isTrialing: false, subscription_tier: 'Pro' });
      const { permits } = (await (
        await fetch(`${server.url}/api/permits`, { headers: { cookie } })
      ).json()) as { permits: Permit[] };
      const today = calendarDateIn('UTC', new Date());
      for (const filter of REPORT_FILTERS) {
        expect(
          permits.filter((permit) => matchesReportFilter(permit, filter.id, today)).length,
          filter.label,
        ).toBeGreaterThan(0);
      }
      const categories = (await (
        await fetch(`${server.url}/api/permit-categories`, { headers: { cookie } })
      ).json()) as { categories: { name: string }[] };
      expect(new Set(permits.map((permit) => permit.category?.name))).toEqual(
        new Set(categories.categories.map((category) => category.name)),
      );
    } finally {
      await server.stop();
    }
  });
});
