import { Trans } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';

// The import's steps load when the owner starts it: /permit-setup and the dashboard carry only this button
// (docs/decisions/0036).
const LazyImportPermitsDialog = lazyDialog(() =>
  import('./components/import-permits-dialog').then((module) => module.ImportPermitsDialog),
);

/** 'Import Permits': a spreadsheet of the owner's own permits (docs/product/permits.md#importing-a-spreadsheet). */
export function ImportPermitsButton({ className }: { className?: string }) {
  const dialog = useDialogOpener({ preload: LazyImportPermitsDialog.preload });
  return (
    <>
      <Button variant="outline" className={className} {...dialog.openerProps}>
        <FileText aria-hidden="true" />
        <Trans>Import Permits</Trans>
      </Button>
      <LazyImportPermitsDialog {...dialog.dialogProps} />
    </>
  );
}
