import type {
  CatalogEntryDraft,
  CatalogSource,
  PermitSuggestion,
  RequirementAnswer,
} from '../../../shared/contracts/catalog';
import type { I18n } from '@lingui/core';
import { toLocale, type Locale } from '../../../shared/i18n/locales';
import type { CatalogEntry } from '../../catalog/catalog-schema';
import { jurisdictionText } from './catalog-texts';

/** The entry's own texts in the reader's language: catalog/ holds each in English and Spanish (`es`). */
export function entryTexts(entry: CatalogEntry, locale: Locale) {
  const spanish = locale === 'es';
  return {
    summary: spanish ? entry.es.summary : entry.summary,
    prepare: spanish ? entry.es.prepare : entry.prepare,
    note: (spanish ? entry.es.note : entry.note) ?? null,
  };
}

export function toCatalogSource(entry: CatalogEntry): CatalogSource {
  return {
    entryId: entry.id,
    agency: entry.agency.name,
    agencyUrl: entry.agency.url,
    url: entry.url,
    archiveChecked: entry.archiveChecked,
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
  i18n: I18n,
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
    jurisdiction: jurisdictionText(entry, i18n),
    ...placeOf(entry),
    renewalUrl: entry.renewalUrl,
    source: toCatalogSource(entry),
    vehicle,
  };
}

export function toRequirementAnswer(
  entry: CatalogEntry,
  i18n: I18n,
  visiting: RequirementAnswer['visiting'] = null,
): RequirementAnswer {
  const texts = entryTexts(entry, toLocale(i18n.locale));
  return {
    name: entry.name,
    category: entry.category,
    jurisdiction: jurisdictionText(entry, i18n),
    summary: texts.summary,
    note: texts.note,
    cost: costOf(entry),
    processingDays: daysOf(entry),
    ...(entry.renewal ? { renewalEveryMonths: entry.renewal.everyMonths } : {}),
    leadDays: entry.leadDays?.days ?? null,
    visiting,
    prepare: texts.prepare,
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
