import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { CatalogSource } from '@shared/contracts/catalog';
import { CATALOG_MESSAGES } from '@shared/contracts/catalog-messages';
import { formatCalendarDate } from '@client/lib/formatting';

/**
 * Where a catalog answer comes from (docs/decisions/0020): the agency and its page, how and when the entry was
 * checked, and the reminder to confirm with the agency. Shown with every answer of the catalog.
 */
export function CatalogSourceNote({ source }: { source: CatalogSource }) {
  const { i18n } = useLingui();
  const reviewed = source.reviewed && formatCalendarDate(source.reviewed);
  const archived = source.archiveChecked && formatCalendarDate(source.archiveChecked);
  return (
    <p className="text-xs text-muted-foreground">
      <Trans>Source:</Trans>{' '}
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-0.5 font-medium text-primary underline underline-offset-2"
      >
        {source.agency}
        <ExternalLink className="size-3" aria-hidden="true" />
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
      {' · '}
      {/* How the entry was checked (docs/product/intelligence.md#how-each-entry-was-checked): live beats archived. */}
      {reviewed ? (
        <Trans>Reviewed on {reviewed}</Trans>
      ) : archived ? (
        <Trans>
          Checked against an archived copy of the agency's page on {archived} — confirm on the live site
        </Trans>
      ) : (
        i18n._(CATALOG_MESSAGES.notReviewed)
      )}
      {' · '}
      {i18n._(CATALOG_MESSAGES.confirm)}
    </p>
  );
}
