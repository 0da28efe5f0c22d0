import { Trans, useLingui } from '@lingui/react/macro';
import type { RequirementAnswer } from '@shared/contracts/catalog';

type Visiting = NonNullable<RequirementAnswer['visiting']>;

/**
 * How a truck from elsewhere sells where the permit applies (docs/product/intelligence.md#selling-elsewhere):
 * whether the state's licence is honoured there, and the place's temporary event permits with their lead days.
 */
export function SellingElsewhere({ visiting }: { visiting: Visiting }) {
  const { t } = useLingui();
  const reciprocity = {
    statewide: t`A licence from this state is valid everywhere in it.`,
    honoured: t`Other counties and cities here honour a licence from elsewhere in the state.`,
    'obtain-again': t`Each county or city here issues its own permit: a truck from elsewhere needs theirs.`,
    'not-stated': t`No page we found says whether a licence from elsewhere is honoured here.`,
  }[visiting.reciprocity];
  const { place, noticeDays } = visiting;
  return (
    <div>
      <h3 className="font-semibold">
        <Trans>Selling elsewhere: {place}</Trans>
      </h3>
      <p className="mt-1">{reciprocity}</p>
      {noticeDays !== null && (
        <p className="mt-1">
          <Trans>Give notice at least {noticeDays} days before you sell there.</Trans>
        </p>
      )}
      <p className="mt-1">{visiting.summary}</p>
      {visiting.eventPermits.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {visiting.eventPermits.map(({ id, name, leadDays }) => (
            <li key={id}>
              {leadDays === null ? (
                name
              ) : (
                <Trans>
                  {name}: apply at least {leadDays} days before the event
                </Trans>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
