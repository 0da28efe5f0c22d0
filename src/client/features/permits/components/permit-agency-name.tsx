import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { PermitAgency } from '@shared/contracts/permits';

/**
 * A permit's issuing agency: a link to its page when the agency is its catalog entry's, plain text when the
 * owner named it (docs/product/permits.md#fields).
 */
export function PermitAgencyName({ agency }: { agency: PermitAgency }) {
  if (!agency.url) return <>{agency.name}</>;
  return (
    <a
      href={agency.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-0.5 font-medium text-primary underline underline-offset-2"
    >
      {agency.name}
      <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
