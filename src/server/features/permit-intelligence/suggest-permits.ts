import type { PermitSuggestion } from '../../../shared/contracts/catalog';
import { stateNameOf } from '../../../shared/domain/us-states';
import {
  businessContext,
  entryAppliesWhere,
  type BusinessContext as SuggestionContext,
} from '../../catalog/business-context';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import type { PermitAssistant } from '../../integrations/ai/types';
import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { i18nFor } from '../../i18n/i18n';
import { toSuggestion } from './catalog-dto';
import { reasonText } from './catalog-texts';
import type { CatalogEntry, Condition } from '../../catalog/catalog-schema';

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const LEVEL_ORDER = { federal: 0, state: 1, county: 2, city: 3 } as const;

/** Whether the business meets a condition of the catalog (docs/product/intelligence.md#where-a-truck-sells). */
function meets(condition: Condition, context: SuggestionContext): boolean {
  switch (condition) {
    case 'serves-liquor':
      return context.servesLiquor;
    case 'serves-beer-wine':
      return context.servesBeerWine;
    case 'uses-propane':
      return context.carriesPropane;
    default:
      return context.sellsAt.has(condition);
  }
}

/**
 * The priority and reason of an entry for this business, or null when it does not apply to them. What a rule
 * requires of how this truck works (its propane, where it sells) is as high as what it requires of every truck;
 * a drinks licence follows.
 */
function assess(
  entry: CatalogEntry,
  context: SuggestionContext,
  i18n: I18n,
): Pick<PermitSuggestion, 'priority' | 'reason'> | null {
  const required = entry.requirement === 'required';
  const [first] = entry.appliesWhen;
  if (first === 'always')
    return { priority: required ? 'high' : 'low', reason: reasonText(entry, null, i18n) };
  const met = (entry.appliesWhen as readonly Condition[]).find((condition) => meets(condition, context));
  if (!met) return null;
  const drinks = met === 'serves-liquor' || met === 'serves-beer-wine';
  return {
    priority: !required ? 'low' : drinks ? 'medium' : 'high',
    reason: reasonText(entry, met, i18n),
  };
}

/**
 * The suggestions one entry makes: one per vehicle that lacks it when the entry licenses each vehicle apart
 * and the business has vehicles, or else one for the business (docs/product/fleet.md#suggestions).
 */
function suggestionsOf(
  entry: CatalogEntry,
  context: SuggestionContext,
  assessed: Pick<PermitSuggestion, 'priority' | 'reason'>,
  i18n: I18n,
): PermitSuggestion[] {
  if (entry.perVehicle && context.vehicles.length > 0)
    return context.vehicles
      .filter((vehicle) => !vehicle.tracked.has(entry.id))
      .map(({ id, name }) => toSuggestion(entry, assessed, i18n, { id, name }));
  return context.tracked.has(entry.id) ? [] : [toSuggestion(entry, assessed, i18n)];
}

/**
 * The catalog entries that apply to the business and that it does not track yet
 * (docs/product/intelligence.md#suggestions).
 */
export function suggestPermits(
  catalog: Catalog,
  context: SuggestionContext,
  i18n: I18n = i18nFor(DEFAULT_LOCALE),
): PermitSuggestion[] {
  const suggestions: { entry: CatalogEntry; suggestion: PermitSuggestion }[] = [];
  for (const entry of catalog.entries) {
    if (context.dismissed.has(entry.id)) continue;
    if (!entryAppliesWhere(entry, context)) continue;
    const assessed = assess(entry, context, i18n);
    if (assessed)
      for (const suggestion of suggestionsOf(entry, context, assessed, i18n))
        suggestions.push({ entry, suggestion });
  }
  // Array.prototype.sort is stable: one entry's vehicles stay in their name order.
  return suggestions
    .sort(
      (a, b) =>
        PRIORITY_ORDER[a.suggestion.priority] - PRIORITY_ORDER[b.suggestion.priority] ||
        LEVEL_ORDER[a.entry.jurisdiction.level] - LEVEL_ORDER[b.entry.jurisdiction.level] ||
        a.entry.name.localeCompare(b.entry.name),
    )
    .map(({ suggestion }) => suggestion);
}

/**
 * Suggestions by context, kept for the process: they depend on the context and the catalog alone, and
 * businesses in the same state with the same drinks and permits share them.
 */
const suggestionsByContext = new WeakMap<Catalog, Map<string, PermitSuggestion[]>>();
const CONTEXTS_KEPT = 5_000;

const contextKey = (context: SuggestionContext, locale: string) =>
  JSON.stringify([
    locale,
    [...context.states].sort(),
    context.servesBeerWine,
    context.servesLiquor,
    [...context.sellsAt].sort(),
    context.carriesPropane,
    [...context.cities].sort(),
    [...context.tracked].sort(),
    [...context.dismissed].sort(),
    context.vehicles.map(({ id, name, tracked }) => [id, name, [...tracked].sort()]),
  ]);

/** At most this many suggestions go to the AI provider to be ordered; the rest follow in the catalog's order. */
const RANKED_BY_AI = 40;

/**
 * The suggestions ordered and explained by the AI provider when one is configured (docs/decisions/0022): only
 * among these catalog entries, within their priority (the law decides what is high), and with the catalog's
 * order and reasons wherever it gave none.
 */
export async function rankWithAssistant(
  assistant: PermitAssistant,
  catalog: Catalog,
  context: SuggestionContext,
  suggestions: PermitSuggestion[],
): Promise<PermitSuggestion[]> {
  if (!assistant.configured || suggestions.length === 0) return suggestions;
  // One candidate per entry: the suggestions of a per-vehicle entry for each vehicle rank together.
  const candidates = [
    ...new Map(suggestions.map((suggestion) => [suggestion.id, suggestion])).values(),
  ].slice(0, RANKED_BY_AI);
  const ranked = await assistant.rankSuggestions({
    business: {
      states: [...context.states].sort().map(stateNameOf),
      cities: [...context.cities].sort().map((key) => key.replace('|', ', ')),
      servesBeerWine: context.servesBeerWine,
      servesLiquor: context.servesLiquor,
      sellsAt: [...context.sellsAt].sort(),
      carriesPropane: context.carriesPropane,
      tracked: [...context.tracked].sort().flatMap((id) => {
        const entry = catalog.byId.get(id);
        return entry ? [entry.name] : [];
      }),
    },
    candidates: candidates.map((suggestion) => ({
      id: suggestion.id,
      name: suggestion.name,
      jurisdiction: suggestion.jurisdiction,
      priority: suggestion.priority,
      reason: suggestion.reason,
      summary: catalog.byId.get(suggestion.id)?.summary ?? '',
    })),
  });
  if (!ranked || ranked.length === 0) return suggestions;
  const first = ranked.flatMap(({ id, reason }) =>
    suggestions
      .filter((suggestion) => suggestion.id === id)
      .map((suggestion) => ({ ...suggestion, reason, reasonBy: 'ai' as const })),
  );
  const chosen = new Set(ranked.map(({ id }) => id));
  const rest = suggestions.filter((suggestion) => !chosen.has(suggestion.id));
  // Array.prototype.sort is stable: within a priority, the model's order stands.
  return [...first, ...rest].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}

export async function listPermitSuggestions(options: {
  db: Database;
  catalog: Catalog;
  assistant: PermitAssistant;
  businessId: string;
  locale: Locale;
}) {
  const context = await businessContext(options);
  const i18n = i18nFor(options.locale);
  let kept = suggestionsByContext.get(options.catalog);
  if (!kept) suggestionsByContext.set(options.catalog, (kept = new Map()));
  const key = contextKey(context, options.locale);
  let suggestions = kept.get(key);
  if (!suggestions) {
    suggestions = suggestPermits(options.catalog, context, i18n);
    if (kept.size >= CONTEXTS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, suggestions);
  }
  return rankWithAssistant(options.assistant, options.catalog, context, suggestions);
}
