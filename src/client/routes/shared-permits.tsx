import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import type { SharedPermit } from '@shared/contracts/sharing';
import { BRAND_NAME } from '@shared/brand';
import { reportStatus } from '@shared/domain/permit-status';
import { LoadFailed } from '@client/components/load-failed';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { PermitAgencyName } from '@client/features/permits/components/permit-agency-name';
import { ReportStatusBadge } from '@client/features/compliance-report/components/report-status-badge';
import { sharedDocumentUrl, sharedQrUrl, useSharedPage } from '@client/features/sharing/api/share-links';
import { SharedCertificateCard, SharedEventHeading } from '@client/features/sharing/components/shared-event';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { formatCalendarDate, formatLongDate } from '@client/lib/formatting';
import { todayInBrowser } from '@client/lib/today';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Component as NotFound } from './not-found';

function SharedPermitCard({
  token,
  permit,
  fleet,
}: {
  token: string;
  permit: SharedPermit;
  /** Name each permit's vehicle, or the whole business (docs/product/fleet.md#at-the-window). */
  fleet: boolean;
}) {
  const { t } = useLingui();
  const today = todayInBrowser();
  const documentName = permit.document?.name;
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-2 pt-4 sm:pt-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-lg font-semibold break-words">{permit.name}</h2>
            <ReportStatusBadge status={reportStatus(permit, today)} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">
              <Trans>Renewal date</Trans>
            </dt>
            <dd>{permit.renewalDate ? formatCalendarDate(permit.renewalDate) : t`No renewal date`}</dd>
            {fleet && (
              <>
                <dt className="text-muted-foreground">
                  <Trans>Vehicle</Trans>
                </dt>
                <dd className="break-words">{permit.vehicleName ?? t`Whole business`}</dd>
              </>
            )}
            {permit.permitNumber && (
              <>
                <dt className="text-muted-foreground">
                  <Trans>Permit number</Trans>
                </dt>
                <dd className="break-words">{permit.permitNumber}</dd>
              </>
            )}
            {permit.agency && (
              <>
                <dt className="text-muted-foreground">
                  <Trans>Issued by</Trans>
                </dt>
                <dd className="break-words">
                  <PermitAgencyName agency={permit.agency} />
                </dd>
              </>
            )}
          </dl>
          {permit.document && (
            <a
              href={sharedDocumentUrl(token, permit.id)}
              target="_blank"
              rel="noreferrer"
              className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}
            >
              <FileText aria-hidden="true" />
              <Trans>
                View Document<span className="sr-only">: {documentName}</span>
              </Trans>
            </a>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * /share/{token}, a share link's public page (docs/decisions/0024): the business name and the chosen permits
 * with status, renewal date, number, agency and document, read-only, with the page's QR code to show on a phone. A
 * vehicle's link is headed by the vehicle's name too (docs/product/fleet.md#at-the-window); an event's by the
 * event, with its certificate of insurance (docs/product/events.md#the-organisers-packet). A revoked, expired
 * or made-up link is the 404 page (the server answers its status too).
 */
export function Component() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const page = useSharedPage(token);
  const businessName = page.data?.businessName;
  const vehicleName = page.data?.vehicleName;
  const event = page.data?.event;
  // 'Truck 2 — Taco Loco': the truck an inspector stands at, then whose it is.
  // An organiser's page is named for its event.
  const heading =
    event?.name ??
    (vehicleName
      ? businessName
        ? t`${vehicleName} — ${businessName}`
        : vehicleName
      : businessName || t`Shared permits`);
  useDocumentTitle(event || businessName || vehicleName ? t`${heading}: permits` : t`Shared permits`);
  const fleet = Boolean(vehicleName) || Boolean(page.data?.permits.some((permit) => permit.vehicleName));

  const expiresOn = page.data?.expiresAt ? formatLongDate(page.data.expiresAt) : null;

  if (page.isError && page.error instanceof ApiError && page.error.status === 404) return <NotFound />;

  return (
    <main className="min-h-dvh bg-muted px-4 py-6">
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <p className="flex items-center gap-2 font-bold text-primary">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {BRAND_NAME}
        </p>
        {page.isPending ? (
          <Spinner label={t`Loading permits...`} />
        ) : page.isError ? (
          <LoadFailed
            message={t`Failed to load these permits.`}
            onRetry={() => void page.refetch()}
            retrying={page.isRefetching}
          />
        ) : (
          <>
            {event ? (
              <SharedEventHeading event={event} businessName={page.data.businessName} />
            ) : (
              <div>
                <h1 className="text-2xl font-bold break-words sm:text-3xl">{heading}</h1>
                <p className="text-muted-foreground">
                  <Trans>Permits and licences, read-only, as the business keeps them in PermitPilot.</Trans>
                </p>
              </div>
            )}
            {event && <SharedCertificateCard token={token} event={event} />}
            {page.data.permits.length === 0 ? (
              <p>
                <Trans>No permits are shared on this page any more.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label={t`Permits`}>
                {page.data.permits.map((permit) => (
                  <SharedPermitCard key={permit.id} token={token} permit={permit} fleet={fleet} />
                ))}
              </ul>
            )}
            <figure className="flex flex-col items-center gap-2 self-center">
              <img
                src={sharedQrUrl(token)}
                alt={t`QR code of this page`}
                width={176}
                height={176}
                className="size-44 rounded-md border bg-white"
              />
              <figcaption className="text-sm text-muted-foreground">
                <Trans>Scan to open this page</Trans>
              </figcaption>
            </figure>
            <p className="text-center text-sm text-muted-foreground">
              {expiresOn
                ? t`This link works until ${expiresOn}.`
                : t`This link works until the business revokes it.`}
            </p>
          </>
        )}
      </div>
    </main>
  );
}
