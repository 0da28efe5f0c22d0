import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, FileDown } from 'lucide-react';
import type { ReadinessLineDto } from '@shared/contracts/events';
import { buttonVariants } from '@client/components/ui/button';
import { formatCalendarDate, formatLongDate } from '@client/lib/formatting';
import { certificateUrl } from '../api/events-api';
import { EventPermitFacts } from './event-permit-facts';

/** The reciprocity sentences, the same the requirement search shows (docs/product/intelligence.md#selling-elsewhere). */
function useReciprocitySentence() {
  const { t } = useLingui();
  return (reciprocity: Extract<ReadinessLineDto, { kind: 'reciprocity' }>['reciprocity']) =>
    ({
      statewide: t`A licence from this state is valid everywhere in it.`,
      honoured: t`Other counties and cities here honour a licence from elsewhere in the state.`,
      'obtain-again': t`Each county or city here issues its own permit: a truck from elsewhere needs theirs.`,
      'not-stated': t`No page we found says whether a licence from elsewhere is honoured here.`,
    })[reciprocity ?? 'not-stated'];
}

/** When the broker was last asked for the certificate (docs/product/events.md#certificate-of-insurance). */
function RequestedOn({ at }: { at: string }) {
  const date = formatLongDate(at);
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Requested {date}</Trans>
    </p>
  );
}

/** What a readiness line is about, and its reason in words (docs/product/events.md#readiness). */
export function LineText({ eventId, line }: { eventId: string; line: ReadinessLineDto }) {
  const { t } = useLingui();
  const reciprocitySentence = useReciprocitySentence();
  switch (line.kind) {
    case 'permit': {
      const name = line.name;
      return (
        <>
          <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
          <p className="text-sm text-muted-foreground">
            {line.validThroughEvent ? (
              <Trans>Valid through the event</Trans>
            ) : (
              <Trans>Expires before the event</Trans>
            )}
          </p>
          {!line.validThroughEvent && line.renewalLink && (
            <a
              href={line.renewalLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`Open the renewal link of ${name}`}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" />
              <Trans>Renewal link</Trans>
            </a>
          )}
        </>
      );
    }
    case 'event-permit': {
      const date = line.applyBy === null ? null : formatCalendarDate(line.applyBy);
      return (
        <>
          <p className="font-medium [overflow-wrap:anywhere]">{line.name}</p>
          {date && (
            <p className="text-sm text-muted-foreground">
              <Trans>Apply by {date}</Trans>
            </p>
          )}
          <EventPermitFacts line={line} />
        </>
      );
    }
    case 'reciprocity':
      return (
        <>
          <p className="font-medium">
            <Trans>Your licence there</Trans>
          </p>
          <p className="text-sm text-muted-foreground">{reciprocitySentence(line.reciprocity)}</p>
        </>
      );
    case 'insurance':
      return (
        <>
          <p className="font-medium">
            <Trans>Certificate of insurance</Trans>
          </p>
          {line.requestedAt && <RequestedOn at={line.requestedAt} />}
          {line.certificate && (
            <a
              href={certificateUrl(eventId)}
              download={line.certificate.name}
              aria-label={t`Download the certificate of insurance ${line.certificate.name}`}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline underline-offset-2 [overflow-wrap:anywhere]"
            >
              <FileDown className="size-4 shrink-0" aria-hidden="true" />
              {line.certificate.name}
            </a>
          )}
        </>
      );
    case 'organizer-deadline': {
      const date = formatCalendarDate(line.deadline);
      return (
        <p className="font-medium">
          <Trans>Organizer's application deadline {date}</Trans>
        </p>
      );
    }
  }
}
