import type { CatalogEntryDraft } from '@shared/contracts/catalog';
import { MAX_PROCESSING_DAYS, MIN_PROCESSING_DAYS } from '@shared/contracts/permit-limits';
import type { PermitCategory, PermitFormValues } from '@shared/contracts/permits';

const MAX_AGENCY_LENGTH = 100;

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
    permitNumber: '',
    // The catalog's agency, which the permit then links to (docs/product/permits.md#fields); a name longer
    // than the field takes is left for the catalog entry to show.
    issuingAgency: entry.source.agency.length <= MAX_AGENCY_LENGTH ? entry.source.agency : '',
    renewalLink: entry.renewalUrl ?? '',
    categoryId: category ? String(category.id) : '',
    processingTimeDays:
      days !== undefined && days >= MIN_PROCESSING_DAYS && days <= MAX_PROCESSING_DAYS ? String(days) : '',
  };
}
