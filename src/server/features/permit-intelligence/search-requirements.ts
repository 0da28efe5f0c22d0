import type { I18n } from '@lingui/core';
import type { RequirementAnswer, RequirementSearchResponse } from '../../../shared/contracts/catalog';
import { stateNameOf } from '../../../shared/domain/us-states';
import { toLocale } from '../../../shared/i18n/locales';
import type { Catalog } from '../../catalog/catalog';
import type { CatalogEntry } from '../../catalog/catalog-schema';
import { toRequirementAnswer } from './catalog-dto';

const MESSAGES = {
  found: /*i18n*/ 'Requirements updated',
  none: /*i18n*/ 'Our permit catalog has nothing on "{permit}" yet. Ask the issuing agency for its current requirements.',
  noneIn:
    /*i18n*/ 'Our permit catalog has nothing on "{permit}" in {state} yet. Ask the issuing agency for its current requirements.',
};

/**
 * How a truck from elsewhere sells where the entry applies (docs/product/intelligence.md#selling-elsewhere): the
 * city's record for a city's entry, else the state's.
 */
function visitingOf(catalog: Catalog, entry: CatalogEntry, i18n: I18n): RequirementAnswer['visiting'] {
  const where = entry.jurisdiction;
  if (where.level === 'federal') return null;
  const cityRecord =
    where.level === 'city'
      ? catalog.visiting.find(
          (visit) =>
            visit.jurisdiction.level === 'city' &&
            visit.jurisdiction.state === where.state &&
            visit.jurisdiction.city === where.city,
        )
      : undefined;
  const visit =
    cityRecord ??
    catalog.visiting.find(
      (visit) => visit.jurisdiction.level === 'state' && visit.jurisdiction.state === where.state,
    );
  if (!visit) return null;
  const place = visit.jurisdiction;
  return {
    place: place.level === 'city' ? `${place.city}, ${place.state}` : stateNameOf(place.state),
    reciprocity: visit.reciprocity,
    noticeDays: visit.noticeDays?.days ?? null,
    summary: toLocale(i18n.locale) === 'es' ? visit.es.summary : visit.summary,
    eventPermits: visit.eventPermits.flatMap((id) => {
      const permit = catalog.byId.get(id);
      return permit ? [{ id, name: permit.name, leadDays: permit.leadDays?.days ?? null }] : [];
    }),
  };
}

/**
 * 'Search Latest Requirements' (docs/product/intelligence.md#requirement-search): what the catalog says of
 * the permit the owner is entering, where they operate, with its source (docs/decisions/0020), in the reader's
 * language.
 */
export function searchRequirements({
  catalog,
  permitName,
  state,
  category,
  cities,
  i18n,
}: {
  catalog: Catalog;
  permitName: string;
  state: string | null;
  category: string | null;
  /** The business's cities ('city|ST'): another city's entry is never the answer. */
  cities: ReadonlySet<string>;
  i18n: I18n;
}): RequirementSearchResponse {
  const entry = catalog.match({ name: permitName, state: state || null, category, cities });
  if (!entry)
    return {
      result: null,
      message: state
        ? i18n._(MESSAGES.noneIn, { permit: permitName, state })
        : i18n._(MESSAGES.none, { permit: permitName }),
    };
  return {
    result: toRequirementAnswer(entry, i18n, visitingOf(catalog, entry, i18n)),
    message: i18n._(MESSAGES.found),
  };
}
