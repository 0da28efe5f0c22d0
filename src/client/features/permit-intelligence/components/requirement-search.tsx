import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { RequirementSearchResponse } from '@shared/contracts/catalog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useSearchRequirements } from '../api/search-requirements';
import { toCatalogRequest, type CatalogQuery } from './catalog-query';
import { RequirementAnswerBox } from './requirement-answer-box';
import { SearchProgress } from './search-progress';
import { useSearchProgress } from './use-search-progress';

/**
 * spec §2 Permit setup: 'Search Latest Requirements' runs a progress bar and shows a result box. The answer
 * comes from the permit catalog and the bar completes when it does (DESIGN §6.6); spec §8 gives the toasts.
 */
export function RequirementSearch({ readQuery }: { readQuery: () => CatalogQuery }) {
  const search = useSearchRequirements();
  const progress = useSearchProgress();
  const [answer, setAnswer] = useState<RequirementSearchResponse | null>(null);

  const run = async () => {
    const request = toCatalogRequest(readQuery());
    if (!request.permitName) {
      toast.error('Enter permit name first', {
        description: 'Please enter a permit name to search for requirement changes.',
      });
      return;
    }
    setAnswer(null);
    progress.start();
    try {
      const response = await search.mutateAsync(request);
      progress.finish();
      setAnswer(response);
      if (response.result) toast.success('Requirements updated');
    } catch {
      progress.reset();
      toast.error('Search failed', {
        description: 'Unable to search for requirement changes. Please try again.',
      });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={search.isPending}
        aria-busy={search.isPending || undefined}
        onClick={() => void run()}
      >
        <RefreshCw aria-hidden="true" className={search.isPending ? 'animate-spin' : undefined} />
        {search.isPending ? 'Searching...' : 'Search Latest Requirements'}
      </Button>
      {progress.value !== null && (
        <SearchProgress value={progress.value} label="Requirement search progress" />
      )}
      <div aria-live="polite">{answer && <RequirementAnswerBox response={answer} />}</div>
    </div>
  );
}
