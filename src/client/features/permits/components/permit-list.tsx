import { ChevronDown, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useDeletePermit } from '../api/delete-permit';
import { PermitRow } from './permit-row';

/**
 * Rows shown before 'Show all': the list comes most urgent first, and a phone renders 20 rows at once
 * without a pause an owner would notice (docs/decisions/0009).
 */
export const PERMITS_SHOWN_AT_FIRST = 20;

type Props = {
  permits: Permit[];
  today: CalendarDate;
  /** The permit whose Mark-as-renewed dialog opens at once (/dashboard?renew={id}). */
  initiallyRenewingId?: string | null;
  /**
   * The member's role lets them add, edit, renew and delete permits; crew only read them and their
   * documents (docs/decisions/0018), and so does anyone whose role is not known.
   */
  mayChangePermits: boolean;
};

/** Where keyboard focus goes once the rows show a change (`ready`): a place in the list. */
type FocusRequest = {
  ready: (rows: Permit[]) => boolean;
  target: (rows: Permit[]) => { place: number; selector?: string };
};

/** spec §2 Dashboard 'Your Permits', with its empty state. */
export function PermitList({ permits, today, initiallyRenewingId = null, mayChangePermits }: Props) {
  // A permit opened from a reminder e-mail is always among the rows shown, and its dialog opens once: a
  // row that mounts again later (after 'Show all', say) must not open it a second time.
  const [shown, setShown] = useState(() =>
    Math.max(PERMITS_SHOWN_AT_FIRST, permits.findIndex((permit) => permit.id === initiallyRenewingId) + 1),
  );
  const [renewingId, setRenewingId] = useState(initiallyRenewingId);
  useEffect(() => {
    if (renewingId !== null) setRenewingId(null);
  }, [renewingId]);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const hidden = permits.length - shown;
  const remove = useDeletePermit();

  // Keyboard focus must not fall to the page when what held it goes away: after 'Show all', to the first row
  // it revealed; after a delete, or a renewal that sorted the row elsewhere, to the row now in its place, or
  // to the heading when there is none. The rows render a moment after the data (the dashboard defers them),
  // so a request waits until the rows show the change.
  useEffect(() => {
    if (!focusRequest?.ready(permits)) return;
    const { place, selector = 'a, button' } = focusRequest.target(permits);
    const target = list.current?.children[place]?.querySelector<HTMLElement>(selector);
    (target ?? heading.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, permits]);

  const deletePermit = (permitId: string, index: number) =>
    remove.mutate(permitId, {
      onSuccess: () => {
        toast.success('Permit deleted');
        setFocusRequest({
          ready: (rows) => !rows.some((permit) => permit.id === permitId),
          target: () => ({ place: index }),
        });
      },
      onError: () => toast.error('Error', { description: 'Failed to delete permit. Please try again.' }),
    });

  return (
    <section aria-labelledby="your-permits" className="flex flex-col gap-3">
      <h2 id="your-permits" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Your Permits
      </h2>
      {permits.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card p-8 text-center">
          <p className="font-medium">No permits added yet</p>
          {mayChangePermits && (
            <Button asChild>
              <Link to="/permit-setup">
                <Plus aria-hidden="true" />
                Add Your First Permit
              </Link>
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul ref={list} className="grid gap-3 md:grid-cols-2">
            {permits.slice(0, shown).map((permit, index) => (
              <PermitRow
                key={permit.id}
                permit={permit}
                index={index}
                today={today}
                initiallyRenewing={mayChangePermits && permit.id === renewingId}
                mayChangePermits={mayChangePermits}
                deleting={remove.isPending && remove.variables === permit.id}
                onDelete={() => deletePermit(permit.id, index)}
                onRenewalClosed={(place, previousDate) =>
                  setFocusRequest({
                    ready: (rows) => rows.find((row) => row.id === permit.id)?.renewalDate !== previousDate,
                    // Still in its place: back on its own 'Renewed' button, as after any dialog.
                    target: (rows) =>
                      rows.findIndex((row) => row.id === permit.id) === place
                        ? { place, selector: 'button[aria-label^="Mark "]' }
                        : { place },
                  })
                }
              />
            ))}
          </ul>
          {hidden > 0 && (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => {
                setFocusRequest({ ready: () => true, target: () => ({ place: shown }) });
                setShown(permits.length);
              }}
            >
              <ChevronDown aria-hidden="true" />
              Show all {permits.length} permits ({hidden} more)
            </Button>
          )}
        </>
      )}
    </section>
  );
}
