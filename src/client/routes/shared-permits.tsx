import { FileText, ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import type { SharedPermit } from '@shared/contracts/sharing';
import { formatCalendarDate, formatLongDate } from '@shared/domain/formatting';
import { reportStatus } from '@shared/domain/permit-status';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { ReportStatusBadge } from '@client/features/compliance-report/components/report-status-badge';
import { sharedDocumentUrl, sharedQrUrl, useSharedPage } from '@client/features/sharing/api/share-links';
import { ApiError } from '@client/lib/api-client';
import { todayInBrowser } from '@client/lib/today';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Component as NotFound } from './not-found';

function SharedPermitCard({ token, permit }: { token: string; permit: SharedPermit }) {
  const today = todayInBrowser();
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-2 pt-4 sm:pt-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-lg font-semibold break-words">{permit.name}</h2>
            <ReportStatusBadge status={reportStatus(permit, today)} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Renewal date</dt>
            <dd>{permit.renewalDate ? formatCalendarDate(permit.renewalDate) : 'No renewal date'}</dd>
            {permit.agency && (
              <>
                <dt className="text-muted-foreground">Issued by</dt>
                <dd className="break-words">{permit.agency}</dd>
              </>
            )}
          </dl>
          {permit.document && (
            <Button variant="outline" asChild className="self-start">
              <a href={sharedDocumentUrl(token, permit.id)} target="_blank" rel="noreferrer">
                <FileText aria-hidden="true" />
                View Document
                <span className="sr-only">: {permit.document.name}</span>
              </a>
            </Button>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * /share/{token}, a share link's public page (docs/decisions/0024): the business name and the chosen permits
 * with status, renewal date, agency and document, read-only, with the page's QR code to show on a phone. A
 * revoked, expired or made-up link is the 404 page (the server answers its status too).
 */
export function Component() {
  const { token = '' } = useParams();
  const page = useSharedPage(token);
  useDocumentTitle(page.data?.businessName ? `${page.data.businessName}: permits` : 'Shared permits');

  if (page.isError && page.error instanceof ApiError && page.error.status === 404) return <NotFound />;

  return (
    <main className="min-h-dvh bg-muted px-4 py-6">
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <p className="flex items-center gap-2 font-bold text-primary">
          <ShieldCheck aria-hidden="true" className="size-5" />
          PermitPilot
        </p>
        {page.isPending ? (
          <Spinner label="Loading permits..." />
        ) : page.isError ? (
          <LoadFailed
            message="Failed to load these permits."
            onRetry={() => void page.refetch()}
            retrying={page.isRefetching}
          />
        ) : (
          <>
            <div>
              <h1 className="text-2xl font-bold break-words sm:text-3xl">
                {page.data.businessName || 'Shared permits'}
              </h1>
              <p className="text-muted-foreground">
                Permits and licences, read-only, as the business keeps them in PermitPilot.
              </p>
            </div>
            {page.data.permits.length === 0 ? (
              <p>No permits are shared on this page any more.</p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label="Permits">
                {page.data.permits.map((permit) => (
                  <SharedPermitCard key={permit.id} token={token} permit={permit} />
                ))}
              </ul>
            )}
            <figure className="flex flex-col items-center gap-2 self-center">
              <img
                src={sharedQrUrl(token)}
                alt="QR code of this page"
                width={176}
                height={176}
                className="size-44 rounded-md border bg-white"
              />
              <figcaption className="text-sm text-muted-foreground">Scan to open this page</figcaption>
            </figure>
            <p className="text-center text-sm text-muted-foreground">
              {page.data.expiresAt
                ? `This link works until ${formatLongDate(page.data.expiresAt)}.`
                : 'This link works until the business revokes it.'}
            </p>
          </>
        )}
      </div>
    </main>
  );
}
