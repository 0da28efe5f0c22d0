import { describe, expect, it } from 'vitest';
import { catalogEntry, catalogOf } from '@tests/support/catalog-entries';
import { cityKey, type BusinessContext } from '../../catalog/business-context';
import { SELLING_PLACES, type SellingPlace } from '../../../shared/domain/selling-places';
import { i18nFor } from '../../i18n/i18n';
import { suggestPermits } from './suggest-permits';

// docs/product/intelligence.md#where-a-truck-sells: suggestions follow where the truck sells and its propane.
const AUSTIN = { level: 'city', state: 'TX', county: 'Travis', city: 'Austin' } as const;
const catalog = catalogOf('TX', [
  catalogEntry({ id: 'tx-austin-street-vending', jurisdiction: AUSTIN, appliesWhen: ['vends-on-streets'] }),
  catalogEntry({
    id: 'tx-austin-private-lot',
    jurisdiction: AUSTIN,
    appliesWhen: ['vends-on-private-property'],
  }),
  catalogEntry({ id: 'tx-austin-event-permit', jurisdiction: AUSTIN, appliesWhen: ['vends-at-events'] }),
  catalogEntry({
    id: 'tx-austin-fire-lp-gas',
    category: 'Fire Safety',
    jurisdiction: AUSTIN,
    appliesWhen: ['uses-propane'],
  }),
  catalogEntry({
    id: 'tx-mobile-food-licence',
    jurisdiction: { level: 'county', state: 'TX', county: null },
  }),
]);

const truck = (sellsAt: SellingPlace[], carriesPropane: boolean): BusinessContext => ({
  states: new Set(['TX']),
  servesBeerWine: false,
  servesLiquor: false,
  sellsAt: new Set(sellsAt),
  carriesPropane,
  cities: new Set([cityKey('Austin', 'TX')]),
  tracked: new Set(),
  dismissed: new Set(),
  vehicles: [],
});

const suggested = (context: BusinessContext) => suggestPermits(catalog, context).map(({ id }) => id);

describe('suggestions by where the truck sells and its propane', () => {
  it('does not tell a truck that sells only on private lots that it needs a street vending permit', () => {
    expect(suggested(truck(['vends-on-private-property'], false))).toEqual([
      'tx-mobile-food-licence',
      'tx-austin-private-lot',
    ]);
  });

  it('gives a propane truck the fire permit its city requires, as high as what every truck needs', () => {
    const suggestions = suggestPermits(catalog, truck(['vends-on-private-property'], true));
    expect(suggestions.find(({ id }) => id === 'tx-austin-fire-lp-gas')).toMatchObject({
      priority: 'high',
      reason: 'Required in Austin, TX because your truck carries propane.',
    });
    expect(suggested(truck(['vends-on-private-property'], false))).not.toContain('tx-austin-fire-lp-gas');
  });

  it('suggests what each place needs, and everything to a profile saved before the question was asked', () => {
    expect(suggested(truck(['vends-on-streets', 'vends-at-events'], false))).toEqual([
      'tx-mobile-food-licence',
      'tx-austin-event-permit',
      'tx-austin-street-vending',
    ]);
    expect(suggested(truck([...SELLING_PLACES], true))).toHaveLength(5);
  });

  it('writes each reason as a sentence for its level, in the reader language', () => {
    const [licence] = suggestPermits(catalog, truck(['vends-at-events'], false));
    expect(licence!.reason).toBe(
      'Required by the county you operate in: each county of Texas issues its own.',
    );
    const spanish = suggestPermits(catalog, truck(['vends-on-streets'], true), i18nFor('es'));
    expect(spanish.find(({ id }) => id === 'tx-austin-street-vending')).toMatchObject({
      reason: 'Obligatorio en Austin, TX porque vende en calles públicas.',
      jurisdiction: 'Austin, TX',
    });
    expect(spanish.find(({ id }) => id === 'tx-mobile-food-licence')?.jurisdiction).toBe(
      'Cada condado de Texas',
    );
  });
});
