import type { PermitSuggestion } from '../../../shared/contracts/catalog';
import {
  businessContext,
  entryAppliesWhere,
  type BusinessContext as SuggestionContext,
} from '../../catalog/business-context';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { toSuggestion, jurisdictionLabel } from './catalog-dto';
import type { CatalogEntry } from '../../catalog/catalog-schema';

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const LEVEL_ORDER = { federal: 0, state: 1, county: 2, city: 3 } as const;

/** The priority and reason of an entry for this business, or null when it does not apply to them. */
function assess(
  entry: CatalogEntry,
  context: SuggestionContext,
): Pick<PermitSuggestion, 'priority' | 'reason'> | null {
  const where = jurisdictionLabel(entry);
  const required = entry.requirement === 'required';
  const [first] = entry.appliesWhen;
  if (first === 'always')
    return required
      ? { priority: 'high', reason: `Required for food trucks operating in ${where}.` }
      : { priority: 'low', reason: `Recommended for food trucks operating in ${where}.` };
  const conditions = entry.appliesWhen as readonly string[];
  const met = [
    context.servesLiquor && conditions.includes('serves-liquor') ? 'you serve liquor' : null,
    context.servesBeerWine && conditions.includes('serves-beer-wine') ? 'you serve beer or wine' : null,
  ].filter((reason) => reason !== null);
  if (met.length > 0)
    return required
      ? { priority: 'medium', reason: `Required because ${met[0]} (${where}).` }
      : { priority: 'low', reason: `Recommended because ${met[0]} (${where}).` };
  // The profile does not say whether the truck cooks with propane: the owner decides.
  if (conditions.includes('uses-propane'))
    return { priority: 'low', reason: `Applies if your truck uses propane (${where}).` };
  return null;
}

/** spec §4 Suggestions: the catalog entries that apply to the business and that it does not track yet. */
export function suggestPermits(catalog: Catalog, context: SuggestionContext): PermitSuggestion[] {
  const suggestions: { entry: CatalogEntry; suggestion: PermitSuggestion }[] = [];
  for (const entry of catalog.entries) {
    if (context.tracked.has(entry.id) || context.dismissed.has(entry.id)) continue;
    if (!entryAppliesWhere(entry, context)) continue;
    const assessed = assess(entry, context);
    if (assessed) suggestions.push({ entry, suggestion: toSuggestion(entry, assessed) });
  }
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

const contextKey = (context: SuggestionContext) =>
  JSON.stringify([
    [...context.states].sort(),
    context.servesBeerWine,
    context.servesLiquor,
    [...context.cities].sort(),
    [...context.tracked].sort(),
    [...context.dismissed].sort(),
  ]);

export async function listPermitSuggestions(options: { db: Database; catalog: Catalog; businessId: string }) {
  const context = await businessContext(options);
  let kept = suggestionsByContext.get(options.catalog);
  if (!kept) suggestionsByContext.set(options.catalog, (kept = new Map()));
  const key = contextKey(context);
  let suggestions = kept.get(key);
  if (!suggestions) {
    suggestions = suggestPermits(options.catalog, context);
    if (kept.size >= CONTEXTS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, suggestions);
  }
  return suggestions;
}
