import { useId, useState, type FormEvent } from 'react';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { REPORT_FILTERS, type ReportFilter } from '@shared/domain/report-filters';
import type { DialogProps } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { useEmailPacket } from '../api/compliance-packet';

type Props = DialogProps & { filter: ReportFilter; today: CalendarDate };

/** E-mail the packet to an address the member types, e.g. an event organiser (docs/decisions/0024). */
export function EmailPacketDialog({ open, onOpenChange, onCloseAutoFocus, filter, today }: Props) {
  const id = useId();
  const [to, setTo] = useState('');
  const send = useEmailPacket();
  const filterLabel = REPORT_FILTERS.find((candidate) => candidate.id === filter)!.label;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to, filter, today },
      {
        onSuccess: () => {
          onOpenChange(false);
          setTo('');
          toast.success('Packet sent', { description: `We e-mailed the compliance packet to ${to.trim()}.` });
        },
        onError: (error) =>
          toast.error('Error', {
            description: refusalMessage(error, 'Failed to send the packet. Please try again.').replace(
              /^to: /,
              '',
            ),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !send.isPending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>E-mail Packet</DialogTitle>
          <DialogDescription>
            Sends the compliance packet ({filterLabel}) as a PDF attachment, with the permits’ documents.
            Replies come to you.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-to`}>Send to</Label>
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
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={send.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Packet'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
