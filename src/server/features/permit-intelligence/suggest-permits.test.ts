import { describe, expect, it } from 'vitest';
import { buildCatalog, loadCatalog } from '../../catalog/catalog';
import type { CatalogFile } from '../../catalog/catalog-schema';
import {
  cityKey,
  statesOperatingCodes,
  type BusinessContext as SuggestionContext,
} from '../../catalog/business-context';
import type { PermitSuggestion } from '../../../shared/contracts/catalog';
import { catalogOnlyAssistant } from '../../integrations/ai/types';
import { SELLING_PLACES } from '../../../shared/domain/selling-places';
import { rankWithAssistant, suggestPermits } from './suggest-permits';

const catalog = loadCatalog();

const context = (change: Partial<SuggestionContext> = {}): SuggestionContext => ({
  states: new Set(['CA']),
  servesBeerWine: false,
  servesLiquor: false,
  sellsAt: new Set(SELLING_PLACES),
  carriesPropane: true,
  cities: new Set(),
  tracked: new Set(),
  dismissed: new Set(),
  vehicles: [],
  ...change,
});

const HEALTH = 'ca-mobile-food-facility-health-permit';
const truck = (name: string, tracked: string[] = []) => ({
  id: `id-${name}`,
  name,
  tracked: new Set(tracked),
});
const forVehicles = (suggestions: PermitSuggestion[], id: string) =>
  suggestions
    .filter((suggestion) => suggestion.id === id)
    .map((suggestion) => suggestion.vehicle?.name ?? null);

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
      reason: 'Required in California because you serve beer or wine.',
    });
    // The truck carries propane (a profile saved before the question was asked counts as yes).
    expect(byId.get('ca-fire-mobile-food-vehicle')).toMatchObject({
      priority: 'high',
      reason: 'Required in California because your truck carries propane.',
    });
    expect(byId.get('ca-mobile-food-facility-health-permit')?.reason).toBe(
      'Required by the county you operate in: each county of California issues its own.',
    );
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

  it('suggests a per-vehicle entry for each vehicle that lacks it, and the others once (docs/product/fleet.md#suggestions)', () => {
    const vehicles = [truck('Truck 1', [HEALTH]), truck('Truck 2'), truck('Truck 10')];
    const suggestions = suggestPermits(catalog, context({ vehicles, tracked: new Set([HEALTH]) }));
    expect(forVehicles(suggestions, HEALTH)).toEqual(['Truck 2', 'Truck 10']);
    expect(suggestions.find((s) => s.id === HEALTH)).toMatchObject({
      name: 'Mobile Food Facility health permit',
      vehicle: { id: 'id-Truck 2', name: 'Truck 2' },
    });
    expect(catalog.byId.get('ca-sellers-permit')?.perVehicle).toBe(false);
    expect(forVehicles(suggestions, 'ca-sellers-permit')).toEqual([null]);
    // Without vehicles, as before: one suggestion, gone once any permit tracks the entry.
    expect(forVehicles(suggestPermits(catalog, context()), HEALTH)).toEqual([null]);
    expect(forVehicles(suggestPermits(catalog, context({ tracked: new Set([HEALTH]) })), HEALTH)).toEqual([]);
    // A dismissal hides the entry for every vehicle.
    expect(
      forVehicles(suggestPermits(catalog, context({ vehicles, dismissed: new Set([HEALTH]) })), HEALTH),
    ).toEqual([]);
  });

  it("ranks a per-vehicle entry once with the AI provider, and gives each vehicle's suggestion its reason", async () => {
    const withTrucks = context({ vehicles: [truck('Truck 1'), truck('Truck 2')] });
    const suggestions = suggestPermits(catalog, withTrucks);
    const asked: string[][] = [];
    const ranked = await rankWithAssistant(
      {
        ...catalogOnlyAssistant,
        configured: true,
        rankSuggestions: async ({ candidates }) => {
          asked.push(candidates.map((candidate) => candidate.id));
          return [{ id: HEALTH, reason: 'Each truck is inspected on its own.' }];
        },
      },
      catalog,
      withTrucks,
      suggestions,
    );
    expect(asked[0]!.filter((id) => id === HEALTH)).toHaveLength(1);
    expect(ranked.slice(0, 2)).toMatchObject([
      {
        id: HEALTH,
        vehicle: { name: 'Truck 1' },
        reasonBy: 'ai',
        reason: 'Each truck is inspected on its own.',
      },
      { id: HEALTH, vehicle: { name: 'Truck 2' }, reasonBy: 'ai' },
    ]);
    expect(ranked).toHaveLength(suggestions.length);
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
