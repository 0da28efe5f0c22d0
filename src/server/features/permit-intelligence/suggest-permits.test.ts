import { describe, expect, it } from 'vitest';
import { buildCatalog, loadCatalog } from '../../catalog/catalog';
import type { CatalogFile } from '../../catalog/catalog-schema';
import {
  cityKey,
  statesOperatingCodes,
  type BusinessContext as SuggestionContext,
} from '../../catalog/business-context';
import { suggestPermits } from './suggest-permits';

const catalog = loadCatalog();

const context = (change: Partial<SuggestionContext> = {}): SuggestionContext => ({
  states: new Set(['CA']),
  servesBeerWine: false,
  servesLiquor: false,
  cities: new Set(),
  tracked: new Set(),
  dismissed: new Set(),
  ...change,
});

describe('permit suggestions', () => {
  it('suggests what applies in California by priority: required first, conditions next, advice last', () => {
    const suggestions = suggestPermits(catalog, context({ servesBeerWine: true }));
    const byId = new Map(suggestions.map((suggestion) => [suggestion.id, suggestion]));
    expect(byId.get('ca-sellers-permit')).toMatchObject({
      priority: 'high',
      reason: 'Required for food trucks operating in California.',
      estimatedCost: { minUsd: 0, maxUsd: 0, per: 'application' },
      estimatedProcessingDays: null,
      source: { agency: expect.stringContaining('CDTFA'), reviewed: null },
    });
    expect(byId.get('ca-abc-alcohol-license')).toMatchObject({
      priority: 'medium',
      reason: 'Required because you serve beer or wine (California).',
    });
    expect(byId.get('ca-fire-mobile-food-vehicle')?.priority).toBe('low');
    // Priorities come in order, and nothing of another state or of a city they do not work in.
    const order = suggestions.map((suggestion) => ['high', 'medium', 'low'].indexOf(suggestion.priority));
    expect(order).toEqual([...order].sort());
    expect(suggestions.every((s) => s.stateCode === null || s.stateCode === 'CA')).toBe(true);
    expect(suggestions.some((s) => s.city !== null)).toBe(false);
  });

  it('leaves out alcohol for a business that serves none, and adds a city the business works in', () => {
    const dry = suggestPermits(catalog, context({ cities: new Set([cityKey('Los Angeles', 'CA')]) }));
    expect(dry.some((s) => s.category === 'Alcohol')).toBe(false);
    expect(dry.some((s) => s.city === 'Los Angeles')).toBe(true);
  });

  it('leaves out what the business tracks or dismissed', () => {
    const ids = suggestPermits(
      catalog,
      context({ tracked: new Set(['ca-sellers-permit']), dismissed: new Set(['us-ein']) }),
    ).map((s) => s.id);
    expect(ids).not.toContain('ca-sellers-permit');
    expect(ids).not.toContain('us-ein');
  });

  it('reads the states operating as an owner types them', () => {
    expect(statesOperatingCodes('California, nv; Texas and Oregon / Atlantis')).toEqual([
      'CA',
      'NV',
      'TX',
      'OR',
    ]);
    expect(statesOperatingCodes('')).toEqual([]);
  });

  it('works from any catalog built from files', () => {
    const file: CatalogFile = { scope: 'CA', entries: [catalog.byId.get('ca-sellers-permit')!] };
    expect(suggestPermits(buildCatalog([file]), context()).map((s) => s.id)).toEqual(['ca-sellers-permit']);
  });
});
