import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { RequirementSearchResponse } from '@shared/contracts/catalog';
import { describeCost, describeDays, describeRenewalCycle } from '@shared/domain/catalog-facts';
import { CatalogSourceNote } from './catalog-source-note';
import { SellingElsewhere } from './selling-elsewhere';

const boxClass = 'flex flex-col gap-3 rounded-md border bg-muted p-4 text-sm';

/**
 * The result box of 'Search Latest Requirements': what the catalog says of the permit, with its source. A
 * fact the catalog does not state is left out rather than guessed
 * (docs/product/intelligence.md#requirement-search).
 */
export function RequirementAnswerBox({ response }: { response: RequirementSearchResponse }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { result } = response;
  if (!result)
    return (
      <div className={boxClass} data-testid="requirement-result">
        <p>{response.message}</p>
      </div>
    );

  const fees = result.cost && describeCost(result.cost, i18n);
  const processing = result.processingDays && describeDays(result.processingDays, i18n);
  // null: the catalog says it does not expire; absent: it does not say.
  const renewal =
    result.renewalEveryMonths !== undefined && describeRenewalCycle(result.renewalEveryMonths, i18n);
  const { leadDays } = result;
  const facts = [
    fees && t`Fees: ${fees}`,
    processing && t`Processing time: ${processing}`,
    renewal && t`Renewal: ${renewal}`,
    leadDays !== null && t`Apply at least ${leadDays} days before the event`,
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <section aria-labelledby={headingId} className={boxClass} data-testid="requirement-result">
      <div>
        <h2 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere]">
          {result.name}
        </h2>
        <p className="text-muted-foreground">{result.jurisdiction}</p>
      </div>
      <p>{result.summary}</p>
      {result.note && <p className="text-muted-foreground">{result.note}</p>}
      {facts.length > 0 && (
        <ul className="flex flex-col gap-1">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {result.prepare.length > 0 && (
        <div>
          <h3 className="font-semibold">
            <Trans>What to prepare</Trans>
          </h3>
          <ul className="mt-1 list-disc pl-5">
            {result.prepare.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {result.renewalUrl && (
        <a
          href={result.renewalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-primary underline underline-offset-2"
        >
          <Trans>Renewal page</Trans>
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}
      {result.visiting && <SellingElsewhere visiting={result.visiting} />}
      <CatalogSourceNote source={result.source} />
    </section>
  );
}
