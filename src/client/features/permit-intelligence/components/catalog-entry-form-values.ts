import type { CatalogEntryDraft } from '@shared/contracts/catalog';
import { MAX_PROCESSING_DAYS, MIN_PROCESSING_DAYS } from '@shared/contracts/permit-limits';
import type { PermitCategory, PermitFormValues } from '@shared/contracts/permits';

/**
 * The permit form filled from a catalog entry ('Add' on a suggestion, /permit-setup?suggestion={id}). Only
 * what the catalog states is filled in: a fee is a cost only when it is one amount, not a range; the dates
 * are the owner's own.
 */
export function catalogEntryFormValues(
  entry: CatalogEntryDraft,
  categories: PermitCategory[],
): PermitFormValues {
  const category = categories.find(({ name }) => name === entry.category);
  const days = entry.processingDays?.maxDays;
  return {
    name: entry.name,
    issueDate: '',
    renewalDate: '',
    cost: entry.cost && entry.cost.minUsd === entry.cost.maxUsd ? entry.cost.maxUsd.toFixed(2) : '',
    city: entry.city ?? '',
    state: entry.stateCode ?? '',
    county: entry.county ?? '',
    notes: '',
    renewalLink: entry.renewalUrl ?? '',
    categoryId: category ? String(category.id) : '',
    processingTimeDays:
      days !== undefined && days >= MIN_PROCESSING_DAYS && days <= MAX_PROCESSING_DAYS ? String(days) : '',
  };
}
