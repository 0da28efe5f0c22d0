import type {
  CatalogEntryDraft,
  CatalogSource,
  PermitSuggestion,
  RequirementAnswer,
} from '../../../shared/contracts/catalog';
import { stateNameOf } from '../../../shared/domain/us-states';
import type { CatalogEntry } from '../../catalog/catalog-schema';

/** Where an entry applies, as a person reads it: 'Federal', 'California', 'Los Angeles County, CA'. */
export function jurisdictionLabel(entry: CatalogEntry): string {
  const where = entry.jurisdiction;
  switch (where.level) {
    case 'federal':
      return 'Federal';
    case 'state':
      return stateNameOf(where.state);
    case 'county':
      return where.county
        ? `${where.county} County, ${where.state}`
        : `Each county of ${stateNameOf(where.state)}`;
    case 'city':
      return `${where.city}, ${where.state}`;
  }
}

export function toCatalogSource(entry: CatalogEntry): CatalogSource {
  return {
    entryId: entry.id,
    agency: entry.agency.name,
    agencyUrl: entry.agency.url,
    url: entry.url,
    reviewed: entry.reviewed,
  };
}

const costOf = (entry: CatalogEntry) =>
  entry.cost ? { minUsd: entry.cost.minUsd, maxUsd: entry.cost.maxUsd, per: entry.cost.per } : null;
const daysOf = (entry: CatalogEntry) =>
  entry.processingDays
    ? { minDays: entry.processingDays.minDays, maxDays: entry.processingDays.maxDays }
    : null;

const placeOf = (entry: CatalogEntry) => {
  const where = entry.jurisdiction;
  return {
    stateCode: where.level === 'federal' ? null : where.state,
    county: where.level === 'county' || where.level === 'city' ? where.county : null,
    city: where.level === 'city' ? where.city : null,
  };
};

export function toSuggestion(
  entry: CatalogEntry,
  { priority, reason }: Pick<PermitSuggestion, 'priority' | 'reason'>,
  vehicle: PermitSuggestion['vehicle'] = null,
): PermitSuggestion {
  return {
    id: entry.id,
    name: entry.name,
    priority,
    reason,
    reasonBy: 'catalog',
    estimatedProcessingDays: daysOf(entry),
    estimatedCost: costOf(entry),
    category: entry.category,
    jurisdiction: jurisdictionLabel(entry),
    ...placeOf(entry),
    renewalUrl: entry.renewalUrl,
    source: toCatalogSource(entry),
    vehicle,
  };
}

export function toRequirementAnswer(entry: CatalogEntry): RequirementAnswer {
  return {
    name: entry.name,
    category: entry.category,
    jurisdiction: jurisdictionLabel(entry),
    summary: entry.summary,
    cost: costOf(entry),
    processingDays: daysOf(entry),
    ...(entry.renewal ? { renewalEveryMonths: entry.renewal.everyMonths } : {}),
    prepare: entry.prepare,
    renewalUrl: entry.renewalUrl,
    source: toCatalogSource(entry),
  };
}

export function toEntryDraft(entry: CatalogEntry): CatalogEntryDraft {
  return {
    id: entry.id,
    name: entry.name,
    category: entry.category,
    ...placeOf(entry),
    cost: costOf(entry),
    processingDays: daysOf(entry),
    renewalUrl: entry.renewalUrl,
    source: toCatalogSource(entry),
  };
}
