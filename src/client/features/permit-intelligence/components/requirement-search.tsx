import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { RequirementSearchResponse } from '@shared/contracts/catalog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useSearchRequirements } from '../api/search-requirements';
import { toCatalogRequest, type CatalogQuery } from './catalog-query';
import { SearchProgress } from './search-progress';
import { useSearchProgress } from './use-search-progress';

/** The answer's box loads with the first search, not with the screen (docs/decisions/0026). */
const loadAnswerBox = () => import('./requirement-answer-box');
const RequirementAnswerBox = lazy(async () => ({ default: (await loadAnswerBox()).RequirementAnswerBox }));

/**
 * 'Search Latest Requirements' runs a progress bar and shows a result box. The answer comes from the permit
 * catalog and the bar completes when it does (docs/product/intelligence.md#requirement-search); the toasts
 * are those of docs/product/texts.md#permit-setup.
 */
export function RequirementSearch({ readQuery }: { readQuery: () => CatalogQuery }) {
  const { t } = useLingui();
  const search = useSearchRequirements();
  const progress = useSearchProgress();
  const [answer, setAnswer] = useState<RequirementSearchResponse | null>(null);

  const run = async () => {
    const request = toCatalogRequest(readQuery());
    if (!request.permitName) {
      toast.error(t`Enter permit name first`, {
        description: t`Please enter a permit name to search for requirement changes.`,
      });
      return;
    }
    setAnswer(null);
    progress.start();
    void loadAnswerBox().catch(() => undefined);
    try {
      const response = await search.mutateAsync(request);
      progress.finish();
      setAnswer(response);
      if (response.result) toast.success(t`Requirements updated`);
    } catch (error) {
      progress.reset();
      // A state that is no US state or DC: the answer's place says so, and what the State field takes.
      if (error instanceof ApiError && error.code === 'UNKNOWN_STATE')
        return setAnswer({ result: null, message: error.message });
      toast.error(t`Search failed`, {
        description: t`Unable to search for requirement changes. Please try again.`,
      });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        // The Spanish label is wider than a phone's form: it runs over two lines instead.
        wrap
        className="self-start text-left"
        disabled={search.isPending}
        aria-busy={search.isPending || undefined}
        onClick={() => void run()}
      >
        <RefreshCw aria-hidden="true" className={search.isPending ? 'animate-spin' : undefined} />
        {search.isPending ? t`Searching...` : t`Search Latest Requirements`}
      </Button>
      {progress.value !== null && (
        <SearchProgress value={progress.value} label={t`Requirement search progress`} />
      )}
      <div aria-live="polite">
        {answer && (
          <Suspense>
            <RequirementAnswerBox response={answer} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
