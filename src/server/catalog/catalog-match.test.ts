import { describe, expect, it } from 'vitest';
import { catalogEntry, catalogOf } from '@tests/support/catalog-entries';
import { searchRequirements } from '../features/permit-intelligence/search-requirements';
import { i18nFor } from '../i18n/i18n';
import { cityKey } from './business-context';

// docs/product/intelligence.md#find-link: a city's page only for the business's own cities, else the state's.
const city = (name: string, county: string) => ({ level: 'city', state: 'CA', county, city: name }) as const;
const catalog = catalogOf('CA', [
  catalogEntry({
    id: 'ca-health-permit',
    name: 'Mobile Food Facility health permit',
    aliases: ['MFF permit'],
  }),
  catalogEntry({
    id: 'ca-san-diego-health-permit',
    name: 'San Diego mobile food facility health permit',
    jurisdiction: city('San Diego', 'San Diego'),
  }),
  catalogEntry({
    id: 'ca-sf-business-registration',
    name: 'Business registration',
    jurisdiction: city('San Francisco', 'San Francisco'),
  }),
  catalogEntry({
    id: 'ca-la-county-health',
    name: 'Los Angeles County mobile food facility health permit',
    jurisdiction: { level: 'county', state: 'CA', county: 'Los Angeles' },
  }),
  catalogEntry({
    id: 'ca-los-angeles-fire',
    name: 'Fire permit',
    category: 'Fire Safety',
    jurisdiction: city('Los Angeles', 'Los Angeles'),
  }),
]);

describe('matching a permit where the business works', () => {
  it("never answers with another city's page: a truck in Oakland gets the state's", () => {
    const oakland = new Set([cityKey('Oakland', 'CA')]);
    expect(
      catalog.match({ name: 'Mobile food facility health permit', state: 'CA', cities: oakland })?.id,
    ).toBe('ca-health-permit');
    expect(catalog.match({ name: 'Business registration', state: 'CA', cities: oakland })).toBeNull();
    expect(catalog.match({ name: 'Mobile food facility health permit', state: 'CA' })?.id).toBe(
      'ca-health-permit',
    );
  });

  it("answers with the business's own city, and its county", () => {
    const sanDiego = new Set([cityKey('San Diego', 'CA')]);
    expect(catalog.match({ name: 'San Diego health permit', state: 'CA', cities: sanDiego })?.id).toBe(
      'ca-san-diego-health-permit',
    );
    const losAngeles = new Set([cityKey('Los Angeles', 'CA')]);
    expect(catalog.match({ name: 'Fire permit', state: 'CA', cities: losAngeles })?.id).toBe(
      'ca-los-angeles-fire',
    );
    expect(
      catalog.match({ name: 'Los Angeles County health permit', state: 'CA', cities: losAngeles })?.id,
    ).toBe('ca-la-county-health');
    expect(
      catalog.match({ name: 'Los Angeles County health permit', state: 'CA', cities: sanDiego })?.id,
    ).not.toBe('ca-la-county-health');
  });

  it('finds an entry by its name or an alias whatever the case', () => {
    expect(catalog.named('mobile food facility Health Permit', 'CA').map(({ id }) => id)).toEqual([
      'ca-health-permit',
    ]);
    expect(catalog.named('MFF Permit', 'CA').map(({ id }) => id)).toEqual(['ca-health-permit']);
    expect(catalog.named('MFF Permit', 'TX')).toEqual([]);
  });

  it("answers 'Search Latest Requirements' in the reader's language", () => {
    const answer = searchRequirements({
      catalog,
      permitName: 'MFF permit',
      state: 'CA',
      category: null,
      cities: new Set(),
      i18n: i18nFor('es'),
    });
    expect(answer).toMatchObject({
      message: 'Requisitos actualizados',
      result: { summary: 'Qué es el permiso.', jurisdiction: 'California', note: null, leadDays: null },
    });
    expect(
      searchRequirements({
        catalog,
        permitName: 'Unicorn',
        state: 'CA',
        category: null,
        cities: new Set(),
        i18n: i18nFor('es'),
      }).message,
    ).toBe(
      'Nuestro catálogo de permisos aún no tiene nada sobre "Unicorn" en CA. Pida a la agencia emisora sus requisitos actuales.',
    );
  });
});
