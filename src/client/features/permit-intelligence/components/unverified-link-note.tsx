import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { CATALOG_MESSAGES } from '@shared/contracts/catalog-messages';

/** Under a renewal link the AI provider proposed for a permit the catalog lacks (docs/decisions/0022). */
export function UnverifiedLinkNote() {
  const { i18n } = useLingui();
  return (
    <p className="flex items-start gap-1 text-xs text-muted-foreground">
      <TriangleAlert className="size-3.5 shrink-0 translate-y-px" aria-hidden="true" />
      {i18n._(CATALOG_MESSAGES.unverifiedLink)}
    </p>
  );
}
