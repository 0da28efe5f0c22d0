import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { checkPages, type MonitorSettings } from './check-pages';
import { fanOutChange } from './fan-out';
import { pagesOfBusiness, pagesToWatch } from './watched-pages';

type Run = { db: Database; catalog: Catalog; settings: MonitorSettings; now?: Date };

/** What a run found: the new page changes, and the requirement changes they became, by business. */
export type MonitorRun = { pageChanges: number; changes: { businessId: string; id: string }[] };

async function checkAndFanOut(
  { db, catalog, settings, now = new Date() }: Run,
  pages: Awaited<ReturnType<typeof pagesToWatch>>,
) {
  const found = await checkPages({ db, pages, settings, now });
  const changes: MonitorRun['changes'] = [];
  for (const change of found) changes.push(...(await fanOutChange({ db, catalog, change, now })));
  return { pageChanges: found.length, changes };
}

/** The scheduled run (jobs.ts): every page some Pro business needs that is due. */
export async function runScheduledMonitor(run: Run): Promise<MonitorRun> {
  const now = run.now ?? new Date();
  return checkAndFanOut(run, await pagesToWatch({ db: run.db, catalog: run.catalog, now }));
}

/**
 * 'Run monitoring' (docs/product/intelligence.md#requirement-monitor): the business's own pages that are due,
 * now. A change found reaches every business it concerns; the answer counts this business's new changes.
 */
export async function runBusinessMonitor(run: Run & { businessId: string }): Promise<number> {
  const pages = await pagesOfBusiness({ db: run.db, catalog: run.catalog, businessId: run.businessId });
  const { changes } = await checkAndFanOut(run, pages);
  return changes.filter((change) => change.businessId === run.businessId).length;
}
