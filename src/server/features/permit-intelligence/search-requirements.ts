import type { RequirementSearchResponse } from '../../../shared/contracts/catalog';
import type { Catalog } from '../../catalog/catalog';
import { toRequirementAnswer } from './catalog-dto';

/**
 * 'Search Latest Requirements' (docs/product/intelligence.md#requirement-search): what the catalog says of
 * the permit the owner is entering, where they operate, with its source (docs/decisions/0020).
 */
export function searchRequirements({
  catalog,
  permitName,
  state,
  category,
}: {
  catalog: Catalog;
  permitName: string;
  state: string | null;
  category: string | null;
}): RequirementSearchResponse {
  const entry = catalog.match({ name: permitName, state, category });
  if (!entry)
    return {
      result: null,
      message: `Our permit catalog has nothing on "${permitName}"${state ? ` in ${state}` : ''} yet. Ask the issuing agency for its current requirements.`,
    };
  return {
    result: toRequirementAnswer(entry),
    message: 'Requirements updated',
  };
}
