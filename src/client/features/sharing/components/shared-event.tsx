import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, FileText, MapPin } from 'lucide-react';
import type { SharedEvent } from '@shared/contracts/sharing';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { formatCalendarDate } from '@client/lib/formatting';
import { sharedCertificateUrl } from '../api/share-links';

/*
 * An organiser's share page (docs/product/events.md#the-organisers-packet): the event's name, dates and place
 * head it, and its certificate of insurance comes before the permits.
 */

export function SharedEventHeading({ event, businessName }: { event: SharedEvent; businessName: string }) {
  const { t } = useLingui();
  const starts = formatCalendarDate(event.startsOn);
  const ends = formatCalendarDate(event.endsOn);
  const place = [event.address, event.city, event.stateCode].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">{event.name}</h1>
      <p className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {event.startsOn === event.endsOn ? starts : t`${starts} to ${ends}`}
      </p>
      <p className="flex items-center gap-2 break-words">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {place}
      </p>
      <p className="text-muted-foreground">
        {businessName ? (
          <Trans>
            The permits and certificate of insurance of {businessName} for this event, read-only, as the
            business keeps them in PermitPilot.
          </Trans>
        ) : (
          <Trans>
            The permits and certificate of insurance for this event, read-only, as the business keeps them in
            PermitPilot.
          </Trans>
        )}
      </p>
    </div>
  );
}

export function SharedCertificateCard({ token, event }: { token: string; event: SharedEvent }) {
  const documentName = event.certificate?.name;
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 pt-4 sm:pt-5">
        <h2 className="text-lg font-semibold">
          <Trans>Certificate of insurance</Trans>
        </h2>
        {event.certificate ? (
          <a
            href={sharedCertificateUrl(token)}
            target="_blank"
            rel="noreferrer"
            className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}
          >
            <FileText aria-hidden="true" />
            <Trans>
              View Document<span className="sr-only">: {documentName}</span>
            </Trans>
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No certificate of insurance is on file for this event yet.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
