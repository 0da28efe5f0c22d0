import { Trans } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { lazyDialog, type DialogProps } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

// Loaded when first wanted (docs/decisions/0013).
const ManageSubscriptionDialog = lazyDialog(() =>
  import('./manage-subscription-dialog').then((module) => module.ManageSubscriptionDialog),
);
const DowngradeConfirmDialog = lazyDialog(() =>
  import('./downgrade-confirm-dialog').then((module) => module.DowngradeConfirmDialog),
);
const preloadDialogs = () => {
  ManageSubscriptionDialog.preload();
  DowngradeConfirmDialog.preload();
};

type OpenDialog = 'none' | 'manage' | 'downgrade' | 'close-account';

export type CloseAccountDialogProps = DialogProps;

type ManageSubscriptionCardProps = {
  /** The close-account confirmation belongs to the account feature; the screen passes it in. */
  renderCloseAccountDialog: (props: CloseAccountDialogProps) => ReactNode;
};

/** The subscriber's 'Downgrade to Free' card and its dialogs (docs/product/screens.md#account). */
export function ManageSubscriptionCard({ renderCloseAccountDialog }: ManageSubscriptionCardProps) {
  const [openDialog, setOpenDialogState] = useState<OpenDialog>('none');
  // Read when a dialog has closed, after this render: is another one taking over the focus?
  const nextDialog = useRef<OpenDialog>('none');
  const manageButton = useRef<HTMLButtonElement>(null);

  const setOpenDialog = (dialog: OpenDialog) => {
    nextDialog.current = dialog;
    setOpenDialogState(dialog);
  };
  const openChange = (dialog: OpenDialog) => (open: boolean) => setOpenDialog(open ? dialog : 'none');
  // Back to 'Manage Subscription' when the last dialog closes, so keyboard users keep their place.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (nextDialog.current === 'none') manageButton.current?.focus();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Downgrade to Free</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Change your plan, or close your account, from your subscription settings.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          ref={manageButton}
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={openDialog === 'manage'}
          onClick={() => setOpenDialog('manage')}
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          onTouchStart={preloadDialogs}
        >
          <Trans>Manage Subscription</Trans>
        </Button>
      </CardContent>
      <ManageSubscriptionDialog
        open={openDialog === 'manage'}
        onOpenChange={openChange('manage')}
        onDowngrade={() => setOpenDialog('downgrade')}
        onCloseAccount={() => setOpenDialog('close-account')}
        onCloseAutoFocus={returnFocus}
      />
      <DowngradeConfirmDialog
        open={openDialog === 'downgrade'}
        onOpenChange={openChange('downgrade')}
        onCloseAutoFocus={returnFocus}
      />
      {renderCloseAccountDialog({
        open: openDialog === 'close-account',
        onOpenChange: openChange('close-account'),
        onCloseAutoFocus: returnFocus,
      })}
    </Card>
  );
}
