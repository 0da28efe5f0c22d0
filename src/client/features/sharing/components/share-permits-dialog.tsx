import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ShareLink } from '@shared/contracts/sharing';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { ActiveShareLinks } from './active-share-links';
import { CreatedShareLink } from './created-share-link';
import { NewShareLinkForm, type ShareablePermit } from './new-share-link-form';

type Props = DialogProps & {
  /** The business's permits; undefined while they load. */
  permits: ShareablePermit[] | undefined;
  /** Which permits have expired, and so start unticked. */
  today: CalendarDate;
};

/**
 * Share permits (docs/decisions/0024): choose permits and an expiry, get a public read-only link and its QR
 * code to print; the links in force are listed with their views and can be revoked.
 */
export function SharePermitsDialog({ open, onOpenChange, onCloseAutoFocus, permits, today }: Props) {
  const [created, setCreated] = useState<ShareLink | null>(null);
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setCreated(null);
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-h-[90dvh] overflow-y-auto"
      title={<Trans>Share Permits</Trans>}
      description={
        <Trans>
          A read-only page of the permits you choose, for an inspector or an event organiser. It shows their
          status, renewal dates and documents, never notes, costs or your team.
        </Trans>
      }
    >
      {created ? (
        <CreatedShareLink link={created} onDone={() => setCreated(null)} />
      ) : (
        <NewShareLinkForm
          permits={permits}
          today={today}
          onCreated={setCreated}
          onCancel={() => onOpenChange(false)}
        />
      )}
      <ActiveShareLinks enabled={open} />
    </TitledDialog>
  );
}
