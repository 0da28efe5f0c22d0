import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReadinessLineDto } from '@shared/contracts/events';
import { describeCost } from '@shared/domain/catalog-facts';
import { cn } from '@client/lib/cn';

type EventPermitLine = Extract<ReadinessLineDto, { kind: 'event-permit' }>;

const LINK_CLASS =
  'inline-flex min-h-6 items-center gap-0.5 font-medium text-primary underline underline-offset-2';

/** A link to an agency's page, opening in a new tab. */
function PageLink({
  href,
  label,
  className,
  children,
}: {
  href: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={cn(LINK_CLASS, className)}
    >
      {children}
      <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
    </a>
  );
}

/**
 * What the catalog says of an event permit (docs/product/events.md#event-permits): its fee with the page that
 * states it (nothing where no page does), the agency, and the agency's page about it.
 */
export function EventPermitFacts({ line }: { line: EventPermitLine }) {
  const { t, i18n } = useLingui();
  const { name, fee, agency } = line;
  const amount = fee && describeCost(fee, i18n);
  return (
    <div className="flex flex-col gap-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
      {fee && (
        <p>
          <Trans>Fee: {amount}</Trans>{' '}
          <PageLink href={fee.source} label={t`Source of the fee of ${name}`}>
            <Trans>source</Trans>
          </PageLink>
        </p>
      )}
      <p>
        <Trans>Agency:</Trans> <PageLink href={agency.url}>{agency.name}</PageLink>
      </p>
      {/* A link of its own, not in a sentence: a finger's size. */}
      <PageLink href={line.url} label={t`Open the official page of ${name}`} className="min-h-11 self-start">
        <Trans>Official page</Trans>
      </PageLink>
    </div>
  );
}
