import type { I18n } from '@lingui/core';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  PENDING_CHANGES_SHOWN,
  type MonitoredSource,
  type RequirementChangeList,
} from '../../../shared/contracts/monitor';
import type { BusinessCatalogOptions } from '../../catalog/business-context';
import { monitoredPages, pageChanges, permitCategories, requirementChanges, states } from '../../db/schema';
import { storedDescriptionIn } from './pages/change-words';
import { pagesOfBusiness } from './watched-pages';

/**
 * The business's pending changes with their category and state, newest first, at most 10
 * (docs/product/intelligence.md#requirement-changes); and the pages it watches that could not be read at
 * their last check. A description the diff's rules wrote is in the reader's language; one the AI provider
 * wrote is as it wrote it, and says so (describedBy).
 */
export async function listRequirementChanges({
  db,
  catalog,
  businessId,
  i18n,
}: BusinessCatalogOptions & { i18n: I18n }): Promise<RequirementChangeList> {
  const rows = await db
    .select({
      id: requirementChanges.id,
      status: requirementChanges.status,
      detectedAt: requirementChanges.detectedAt,
      change: pageChanges,
      category: { name: permitCategories.name, description: permitCategories.description },
      state: { code: states.code, name: states.name },
    })
    .from(requirementChanges)
    .innerJoin(pageChanges, eq(pageChanges.id, requirementChanges.pageChangeId))
    .leftJoin(permitCategories, eq(permitCategories.id, pageChanges.categoryId))
    .leftJoin(states, eq(states.code, pageChanges.stateCode))
    .where(and(eq(requirementChanges.businessId, businessId), eq(requirementChanges.status, 'pending')))
    .orderBy(desc(requirementChanges.detectedAt), desc(requirementChanges.id))
    .limit(PENDING_CHANGES_SHOWN);

  const watched = new Map(
    (await pagesOfBusiness({ db, catalog, businessId })).map((page) => [page.url, page.agency]),
  );
  const urls = [...watched.keys()];
  const failing =
    urls.length === 0
      ? []
      : await db
          .select()
          .from(monitoredPages)
          .where(and(inArray(monitoredPages.url, urls), ne(monitoredPages.outcome, 'ok')))
          .orderBy(desc(monitoredPages.checkedAt));

  return {
    changes: rows.map((row) => ({
      id: row.id,
      status: row.status as 'pending',
      detectedAt: row.detectedAt.toISOString(),
      effectiveDate: row.change.effectiveDate,
      changeDescription:
        row.change.describedBy === 'diff'
          ? storedDescriptionIn(i18n, row.change.changeDescription)
          : row.change.changeDescription,
      aiConfidence: row.change.aiConfidence,
      category: row.category?.name
        ? { name: row.category.name, description: row.category.description! }
        : null,
      state: row.state?.code ? { code: row.state.code, name: row.state.name! } : null,
      sourceUrl: row.change.url,
      excerpt: row.change.excerpt,
      describedBy: row.change.describedBy as 'diff' | 'ai',
    })),
    failingSources: failing.map((page): MonitoredSource => ({
      url: page.url,
      agency: watched.get(page.url) ?? null,
      checkedAt: page.checkedAt?.toISOString() ?? null,
      outcome: page.outcome as MonitoredSource['outcome'],
    })),
  };
}
