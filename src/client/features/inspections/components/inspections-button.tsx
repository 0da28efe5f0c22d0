import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck } from 'lucide-react';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';

const InspectionsDialog = lazyDialog(() =>
  import('./inspections-dialog').then((module) => module.InspectionsDialog),
);

/**
 * 'Inspections' on a permit's row (docs/product/events.md#inspections): opens the permit's inspections, whose
 * code and list load when first wanted (docs/decisions/0013).
 */
export function InspectionsButton({
  permit,
  mayChange,
}: {
  permit: { id: string; name: string };
  /** Owners and managers add, edit and delete; crew read. */
  mayChange: boolean;
}) {
  const { t } = useLingui();
  const name = permit.name;
  const dialog = useDialogOpener({ preload: InspectionsDialog.preload });
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={t`Inspections of ${name}`} {...dialog.openerProps}>
        <ClipboardCheck aria-hidden="true" />
        <Trans>Inspections</Trans>
      </Button>
      <InspectionsDialog permit={permit} mayChange={mayChange} {...dialog.dialogProps} />
    </>
  );
}
