import type { I18n } from '@lingui/core';
import { stateNameOf } from '../../../shared/domain/us-states';
import type { Condition, CatalogEntry } from '../../catalog/catalog-schema';

/*
 * The catalog's answers in the reader's language (docs/product/intelligence.md#answers-in-your-language): where
 * an entry applies and why it is suggested, one sentence per jurisdiction level, marked for translation
 * (docs/decisions/0026). The entries' own texts have their Spanish beside them in catalog/ (`es`).
 */

const PLACE = {
  federal: /*i18n*/ 'Federal',
  eachCounty: /*i18n*/ 'Each county of {state}',
  county: /*i18n*/ '{county} County, {state}',
  city: /*i18n*/ '{city}, {state}',
};

/** Where an entry applies, as a person reads it: 'Federal', 'California', 'Los Angeles County, CA'. */
export function jurisdictionText(entry: CatalogEntry, i18n: I18n): string {
  const where = entry.jurisdiction;
  switch (where.level) {
    case 'federal':
      return i18n._(PLACE.federal);
    case 'state':
      return stateNameOf(where.state);
    case 'county':
      return where.county
        ? i18n._(PLACE.county, { county: where.county, state: where.state })
        : i18n._(PLACE.eachCounty, { state: stateNameOf(where.state) });
    case 'city':
      return i18n._(PLACE.city, { city: where.city, state: where.state });
  }
}

/** Why an entry that always applies is suggested, per level. */
const ALWAYS = {
  required: {
    federal: /*i18n*/ 'Required of every food business in the United States.',
    state: /*i18n*/ 'Required for food trucks operating in {place}.',
    eachCounty: /*i18n*/ 'Required by the county you operate in: each county of {state} issues its own.',
    local: /*i18n*/ 'Required for food trucks operating in {place}.',
  },
  recommended: {
    federal: /*i18n*/ 'Recommended for every food business in the United States.',
    state: /*i18n*/ 'Recommended for food trucks operating in {place}.',
    eachCounty: /*i18n*/ 'Recommended by the county you operate in: each county of {state} has its own.',
    local: /*i18n*/ 'Recommended for food trucks operating in {place}.',
  },
};

/** Why an entry that applies under a condition is suggested: the condition the business meets. */
const BECAUSE: Record<'required' | 'recommended', Record<Condition, string>> = {
  required: {
    'serves-liquor': /*i18n*/ 'Required in {place} because you serve liquor.',
    'serves-beer-wine': /*i18n*/ 'Required in {place} because you serve beer or wine.',
    'uses-propane': /*i18n*/ 'Required in {place} because your truck carries propane.',
    'vends-on-streets': /*i18n*/ 'Required in {place} because you sell on public streets.',
    'vends-on-private-property': /*i18n*/ 'Required in {place} because you sell on private property.',
    'vends-at-events': /*i18n*/ 'Required in {place} because you sell at events.',
  },
  recommended: {
    'serves-liquor': /*i18n*/ 'Recommended in {place} because you serve liquor.',
    'serves-beer-wine': /*i18n*/ 'Recommended in {place} because you serve beer or wine.',
    'uses-propane': /*i18n*/ 'Recommended in {place} because your truck carries propane.',
    'vends-on-streets': /*i18n*/ 'Recommended in {place} because you sell on public streets.',
    'vends-on-private-property': /*i18n*/ 'Recommended in {place} because you sell on private property.',
    'vends-at-events': /*i18n*/ 'Recommended in {place} because you sell at events.',
  },
};

/** The reason of a suggestion: the entry applies always, or because the business meets `condition`. */
export function reasonText(entry: CatalogEntry, condition: Condition | null, i18n: I18n): string {
  const place = jurisdictionText(entry, i18n);
  if (condition) return i18n._(BECAUSE[entry.requirement][condition], { place });
  const texts = ALWAYS[entry.requirement];
  const where = entry.jurisdiction;
  if (where.level === 'federal') return i18n._(texts.federal);
  if (where.level === 'county' && where.county === null)
    return i18n._(texts.eachCounty, { state: stateNameOf(where.state) });
  return i18n._(where.level === 'state' ? texts.state : texts.local, { place });
}
