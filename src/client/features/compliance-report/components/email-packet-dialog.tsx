import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { VehicleFilter } from '@shared/contracts/vehicles';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { REPORT_FILTERS, type ReportFilter } from '@shared/domain/report-filters';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { useEmailPacket } from '../api/compliance-packet';

type Props = DialogProps & { filter: ReportFilter; vehicle?: VehicleFilter; today: CalendarDate };

/** E-mail the packet to an address the member types, e.g. an event organiser (docs/decisions/0024). */
export function EmailPacketDialog({ open, onOpenChange, onCloseAutoFocus, filter, vehicle, today }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [to, setTo] = useState('');
  const send = useEmailPacket();
  const filterLabel = i18n._(REPORT_FILTERS.find((candidate) => candidate.id === filter)!.label);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to, filter, vehicle, today },
      {
        onSuccess: () => {
          onOpenChange(false);
          setTo('');
          const address = to.trim();
          toast.success(t`Packet sent`, { description: t`We e-mailed the compliance packet to ${address}.` });
        },
        onError: (error) =>
          toast.error(t`Error`, {
            description: refusalMessage(error, t`Failed to send the packet. Please try again.`).replace(
              /^to: /,
              '',
            ),
          }),
      },
    );
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => !send.isPending && onOpenChange(next)}
      onCloseAutoFocus={onCloseAutoFocus}
      title={<Trans>E-mail Packet</Trans>}
      description={
        <Trans>
          Sends the compliance packet ({filterLabel}) as a PDF attachment, with the permits’ documents.
          Replies come to you.
        </Trans>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-to`}>
            <Trans>Send to</Trans>
          </Label>
          <Input
            id={`${id}-to`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="organiser@example.com"
            required
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <FormDialogFooter
          submitLabel={t`Send Packet`}
          pendingLabel={t`Sending...`}
          pending={send.isPending}
          onCancel={() => onOpenChange(false)}
          cancelDisabled={send.isPending}
        />
      </form>
    </TitledDialog>
  );
}
