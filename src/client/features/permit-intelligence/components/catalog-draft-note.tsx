import { Trans } from '@lingui/react/macro';
import type { CatalogSource } from '@shared/contracts/catalog';
import { CatalogSourceNote } from './catalog-source-note';

/** Above a permit form filled from a suggestion: where the values come from (docs/decisions/0020). */
export function CatalogDraftNote({ source }: { source: CatalogSource }) {
  return (
    <div role="note" className="flex flex-col gap-1 rounded-md border border-blue-200 bg-blue-50 p-3">
      <p className="text-sm font-semibold">
        <Trans>From our permit catalog</Trans>
      </p>
      <p className="text-sm">
        <Trans>We filled in what the catalog knows. Add your own dates and check the rest.</Trans>
      </p>
      <CatalogSourceNote source={source} />
    </div>
  );
}
