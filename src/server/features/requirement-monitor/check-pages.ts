import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Database } from '../../db/client';
import { monitoredPages, pageChanges, permitCategories } from '../../db/schema';
import type { PermitAssistant } from '../../integrations/ai/types';
import type { Logger } from '../../lib/logger';
import { describeChange } from './pages/describe-change';
import { describeWithAssistant } from './describe-with-assistant';
import { fetchPage, type FetchOutcome } from './pages/fetch-page';
import { hashText, normalizeText } from './pages/page-text';
import type { WatchedPage } from './watched-pages';

/** How the monitor fetches (docs/decisions/0021). */
export type MonitorSettings = {
  /** MONITOR_INTERVAL_SECONDS: a page is fetched at most once in this time, for all businesses together. */
  intervalSeconds: number;
  /** MONITOR_ALLOW_PRIVATE_NETWORK. */
  allowPrivateNetwork: boolean;
  /** MONITOR_ONLY_HOSTS: when given, pages on other hosts are left unchecked. */
  onlyHosts?: ReadonlySet<string>;
  /** Describes changes in plain words when configured (docs/decisions/0022); else the diff's rules do. */
  assistant?: PermitAssistant;
  /**
   * Where a failed fetch's detail goes ('… resolves to 10.0.0.5'): our network's answers are for the operator,
   * never for the business, which sees only the reason (docs/decisions/0021).
   */
  logger?: Logger;
  /** Tests shorten the fetcher's limits. */
  fetch?: (url: string, options: Parameters<typeof fetchPage>[1]) => Promise<FetchOutcome>;
};

/** The settings of the configuration (env.ts). */
export const monitorSettingsOf = (config: {
  MONITOR_INTERVAL_SECONDS: number;
  MONITOR_ONLY_HOSTS?: string;
  monitorAllowPrivateNetwork: boolean;
}): MonitorSettings => ({
  intervalSeconds: config.MONITOR_INTERVAL_SECONDS,
  allowPrivateNetwork: config.monitorAllowPrivateNetwork,
  ...(config.MONITOR_ONLY_HOSTS
    ? { onlyHosts: new Set(config.MONITOR_ONLY_HOSTS.split(',').map((host) => host.trim().toLowerCase())) }
    : {}),
});

/** Pages fetched at once, and at once from one host: a few, so that no agency sees more than a trickle. */
const AT_ONCE = 8;
const PER_HOST = 2;
/** How many changes of one run the AI provider describes (docs/decisions/0022: a token budget per run). */
const AI_DESCRIPTIONS_PER_RUN = 100;
/** How long a claim holds a page: longer than a fetch with its robots.txt and redirects can take. */
const CLAIM_SECONDS = 120;

export type NewPageChange = { id: string; url: string; detectedAt: Date; page: WatchedPage };

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};
const hostnameOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * Fetches those of `pages` that are due (never fetched, or not in the last interval) and not being fetched by
 * another instance, and records what each answered. A page read for the first time is only recorded; a page
 * whose text changed gets a page change, which the caller fans out to the businesses concerned. Answers the new
 * page changes.
 */
export async function checkPages({
  db,
  pages,
  settings,
  now = new Date(),
}: {
  db: Database;
  pages: readonly WatchedPage[];
  settings: MonitorSettings;
  now?: Date;
}): Promise<NewPageChange[]> {
  const { onlyHosts } = settings;
  const checked = onlyHosts ? pages.filter((page) => onlyHosts.has(hostnameOf(page.url))) : pages;
  if (checked.length === 0) return [];
  const byUrl = new Map(checked.map((page) => [page.url, page]));
  const urls = [...byUrl.keys()];
  for (let i = 0; i < urls.length; i += 1000)
    await db
      .insert(monitoredPages)
      .values(urls.slice(i, i + 1000).map((url) => ({ url })))
      .onConflictDoNothing();

  const dueBefore = new Date(now.getTime() - settings.intervalSeconds * 1000);
  const claimed = await db
    .update(monitoredPages)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
    .where(
      and(
        inArray(monitoredPages.url, urls),
        or(isNull(monitoredPages.checkedAt), lt(monitoredPages.checkedAt, dueBefore)),
        or(isNull(monitoredPages.claimedUntil), lt(monitoredPages.claimedUntil, now)),
      ),
    )
    .returning();

  const categories = new Map(
    (await db.select({ id: permitCategories.id, name: permitCategories.name }).from(permitCategories)).map(
      (category) => [category.name, category.id],
    ),
  );
  const fetch = settings.fetch ?? fetchPage;
  // The AI provider describes the first changes of a run; a large wave of changes is described by the diff.
  let aiBudget = AI_DESCRIPTIONS_PER_RUN;
  const all = pLimit(AT_ONCE);
  const hosts = new Map<string, ReturnType<typeof pLimit>>();
  const perHost = (url: string) => {
    const host = hostOf(url);
    let limit = hosts.get(host);
    if (!limit) hosts.set(host, (limit = pLimit(PER_HOST)));
    return limit;
  };

  const found = await Promise.all(
    claimed.map((row) =>
      perHost(row.url)(() =>
        all(async (): Promise<NewPageChange | null> => {
          const page = byUrl.get(row.url)!;
          // The text kept is the one this reading gives (page-text.ts, hashText): else the page was read
          // another way, and its next text is a new baseline, fetched whole rather than answered 'unchanged'.
          const sameReading = row.content !== null && row.contentHash === hashText(row.content, page.reading);
          const outcome = await fetch(row.url, {
            etag: sameReading ? row.etag : null,
            lastModified: sameReading ? row.lastModified : null,
            allowPrivateNetwork: settings.allowPrivateNetwork,
            reading: page.reading,
          });
          const checkedAt = new Date();
          const where = eq(monitoredPages.url, row.url);
          if (outcome.kind === 'failed') {
            settings.logger?.warn(
              { url: row.url, reason: outcome.reason, detail: outcome.detail },
              'a monitored page could not be read',
            );
            await db
              .update(monitoredPages)
              .set({ outcome: outcome.reason, failure: outcome.detail, checkedAt, claimedUntil: null })
              .where(where);
            return null;
          }
          if (outcome.kind === 'unchanged') {
            await db
              .update(monitoredPages)
              .set({ outcome: 'ok', failure: null, checkedAt, claimedUntil: null })
              .where(where);
            return null;
          }
          const content = normalizeText(outcome.text, page.reading);
          const contentHash = hashText(content, page.reading);
          const read = {
            outcome: 'ok',
            failure: null,
            checkedAt,
            claimedUntil: null,
            etag: outcome.etag,
            lastModified: outcome.lastModified,
          };
          // The first reading (of this part of the page) is the baseline, and an unchanged text is no news.
          if (!sameReading || row.contentHash === contentHash) {
            await db
              .update(monitoredPages)
              .set({ ...read, content, contentHash })
              .where(where);
            return null;
          }
          const fromDiff = describeChange(row.content!, content);
          const change =
            fromDiff && settings.assistant?.configured && aiBudget-- > 0
              ? await describeWithAssistant(fromDiff, page, settings.assistant)
              : fromDiff && { ...fromDiff, describedBy: 'diff' as const };
          return db.transaction(async (tx) => {
            await tx
              .update(monitoredPages)
              .set({ ...read, content, contentHash, changedAt: checkedAt })
              .where(where);
            // Lines that only moved, or only volatile text: the page is recorded, nothing is reported.
            if (!change) return null;
            const [created] = await tx
              .insert(pageChanges)
              .values({
                url: row.url,
                detectedAt: checkedAt,
                effectiveDate: change.effectiveDate,
                changeDescription: change.description,
                aiConfidence: change.confidence,
                excerpt: change.excerpt,
                categoryId: page.category ? (categories.get(page.category) ?? null) : null,
                stateCode: page.stateCode,
                describedBy: change.describedBy,
              })
              .returning({ id: pageChanges.id });
            return { id: created!.id, url: row.url, detectedAt: checkedAt, page };
          });
        }),
      ),
    ),
  );
  return found.filter((change) => change !== null);
}
