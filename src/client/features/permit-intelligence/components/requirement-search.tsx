import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { RequirementSearchResponse } from '@shared/contracts/catalog';
import { Button } from '@client/components/ui/button';
import type { CatalogQuery } from './catalog-query';
import { catalogActions, type CatalogActions } from './load-catalog-actions';
import { useSearchProgress } from './use-search-progress';

/**
 * 'Search Latest Requirements' runs a progress bar and shows a result box. The answer comes from the permit
 * catalog and the bar completes when it does (docs/product/intelligence.md#requirement-search); the toasts
 * are those of docs/product/texts.md#permit-setup. Only the button loads with the screen: the search's
 * code loads when the owner reaches for it (load-catalog-actions.ts).
 */
export function RequirementSearch({ readQuery }: { readQuery: () => CatalogQuery }) {
  const { t } = useLingui();
  const [actions, setActions] = useState<CatalogActions>();
  const [pending, setPending] = useState(false);
  const progress = useSearchProgress();
  const [answer, setAnswer] = useState<RequirementSearchResponse | null>(null);

  const run = async () => {
    const loaded = await catalogActions.load();
    if (!loaded) return;
    setActions(loaded);
    const request = loaded.requirementSearchRequest(readQuery());
    if (!request) return;
    setAnswer(null);
    progress.start();
    setPending(true);
    const outcome = await loaded.searchRequirementsFor(request);
    setPending(false);
    if (outcome.answered) progress.finish();
    else progress.reset();
    setAnswer(outcome.answer);
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        // The Spanish label is wider than a phone's form: it runs over two lines instead.
        wrap
        className="self-start text-left"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void run()}
        onPointerEnter={catalogActions.preload}
        onFocus={catalogActions.preload}
        onTouchStart={catalogActions.preload}
      >
        <RefreshCw aria-hidden="true" className={pending ? 'animate-spin' : undefined} />
        {pending ? t`Searching...` : t`Search Latest Requirements`}
      </Button>
      {actions && progress.value !== null && (
        <actions.SearchProgress value={progress.value} label={t`Requirement search progress`} />
      )}
      <div aria-live="polite">
        {actions && answer && (
          <Suspense>
            <actions.RequirementAnswerBox response={answer} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
