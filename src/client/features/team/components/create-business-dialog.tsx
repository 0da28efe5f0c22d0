import { Trans } from '@lingui/react/macro';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { CreateBusinessForm } from './create-business-form';

/** The switcher's 'Create a business', for a person who owns none (docs/decisions/0018). */
export function CreateBusinessDialog(props: DialogProps) {
  const close = () => props.onOpenChange(false);
  return (
    <TitledDialog
      {...props}
      title={<Trans>Create a business</Trans>}
      description={
        <Trans>You become its owner, on the Free plan. You stay a member of your other businesses.</Trans>
      }
    >
      <CreateBusinessForm id="create-business-name" onCreated={close} onCancel={close} />
    </TitledDialog>
  );
}
