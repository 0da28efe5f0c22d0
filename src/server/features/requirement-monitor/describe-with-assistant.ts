import { stateNameOf } from '../../../shared/domain/us-states';
import type { PermitAssistant } from '../../integrations/ai/types';
import { isoDatesIn, type PageChange } from './pages/describe-change';
import type { WatchedPage } from './watched-pages';

export type DescribedChange = PageChange & { describedBy: 'diff' | 'ai' };

/**
 * The change in the AI provider's words (docs/decisions/0022). It sees only the changed lines, never the whole
 * page, as untrusted text; its description and confidence replace the diff's, and its effective date counts
 * only when an added line states that date. When it gives no answer, the diff's description stands.
 */
export async function describeWithAssistant(
  change: PageChange,
  page: WatchedPage,
  assistant: PermitAssistant,
): Promise<DescribedChange> {
  const described = await assistant.describeChange({
    url: page.url,
    category: page.category,
    state: page.stateCode ? stateNameOf(page.stateCode) : null,
    excerpt: change.excerpt,
  });
  if (!described) return { ...change, describedBy: 'diff' };
  const stated = new Set(change.added.flatMap(isoDatesIn));
  return {
    ...change,
    description: described.description,
    confidence: described.confidence,
    effectiveDate:
      described.effectiveDate && stated.has(described.effectiveDate)
        ? described.effectiveDate
        : change.effectiveDate,
    describedBy: 'ai',
  };
}
