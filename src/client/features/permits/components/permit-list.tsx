import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, FileScan, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PERMITS_SHOWN_AT_FIRST } from '@shared/contracts/permit-limits';
import type { Permit } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { Button, buttonVariants } from '@client/components/ui/button';
import { SpinnerIcon } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useDeletePermit } from '../api/delete-permit';
import { PermitRow, RENEW_BUTTON_SELECTOR } from './permit-row';

type Props = {
  /** The rows loaded so far, most urgent first: the first ones, or all of them. */
  permits: Permit[];
  /** How many permits the business has in all. */
  total: number;
  /** 'Show all' was chosen while only the first rows are loaded: the owner of the list loads the rest. */
  onShowAll: () => void;
  /** The rest is on its way. */
  loadingRest: boolean;
  today: CalendarDate;
  /** The permit whose Mark-as-renewed dialog opens at once (/dashboard?renew={id}). */
  initiallyRenewingId?: string | null;
  /**
   * The member's role lets them add, edit, renew and delete permits; crew only read them and their
   * documents (docs/decisions/0018), and so does anyone whose role is not known.
   */
  mayChangePermits: boolean;
  /** The business's vehicles not archived, to which a permit can be copied. */
  vehicles?: Pick<Vehicle, 'id' | 'name'>[];
  /** Beside the heading: a link the screen adds (the dashboard's to its vehicles). */
  headingAside?: ReactNode;
  /** More actions on each row that the screen adds (the dashboard's 'Inspections'). */
  rowActions?: (permit: Permit) => ReactNode;
  /** Beside 'Add Your First Permit' when there is none: other ways in the screen adds (an import). */
  emptyActions?: ReactNode;
};

/** Where keyboard focus goes once the rows show a change (`ready`): a place in the list. */
type FocusRequest = {
  ready: (rows: Permit[]) => boolean;
  target: (rows: Permit[]) => { place: number; selector?: string };
};

/** 'Your Permits' (docs/product/screens.md#dashboard), with its empty state. */
export function PermitList({
  permits,
  total,
  onShowAll,
  loadingRest,
  today,
  initiallyRenewingId = null,
  mayChangePermits,
  vehicles,
  headingAside,
  rowActions,
  emptyActions,
}: Props) {
  const { t } = useLingui();
  // A permit opened from a reminder e-mail is always among the rows shown, and its dialog opens once: a
  // row that mounts again later (after 'Show all', say) must not open it a second time.
  const [firstShown] = useState(() =>
    Math.max(PERMITS_SHOWN_AT_FIRST, permits.findIndex((permit) => permit.id === initiallyRenewingId) + 1),
  );
  const [showingAll, setShowingAll] = useState(false);
  const rows = showingAll ? permits : permits.slice(0, firstShown);
  // After 'Show all' and until the rest arrives, the button stays: it says it is loading, or offers to try
  // again when that failed.
  const hidden = Math.max(total, permits.length) - rows.length;
  const [renewingId, setRenewingId] = useState(initiallyRenewingId);
  useEffect(() => {
    if (renewingId !== null) setRenewingId(null);
  }, [renewingId]);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const remove = useDeletePermit();

  // Keyboard focus must not fall to the page when what held it goes away: after 'Show all', to the first row
  // it revealed; after a delete, or a renewal that sorted the row elsewhere, to the row now in its place, or
  // to the heading when there is none. The rows render a moment after the data (the dashboard defers them),
  // so a request waits until the rows show the change.
  useEffect(() => {
    if (!focusRequest?.ready(permits)) return;
    const { place, selector = 'a,button' } = focusRequest.target(permits);
    const target = list.current?.children[place]?.querySelector<HTMLElement>(selector);
    (target ?? heading.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, permits]);

  const deletePermit = (permitId: string, index: number) =>
    remove.mutate(permitId, {
      onSuccess: () => {
        toast.success(t`Permit deleted`);
        setFocusRequest({
          ready: (rows) => !rows.some((permit) => permit.id === permitId),
          target: () => ({ place: index }),
        });
      },
      onError: () => toast.error(t`Error`, { description: t`Failed to delete permit. Please try again.` }),
    });

  return (
    <section aria-labelledby="your-permits" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="your-permits" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          <Trans>Your Permits</Trans>
        </h2>
        {headingAside}
      </div>
      {total === 0 && permits.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card p-8 text-center">
          <p className="font-medium">
            <Trans>No permits added yet</Trans>
          </p>
          {mayChangePermits && (
            <div className="flex flex-wrap justify-center gap-2">
              <Link to="/permit-setup" className={buttonVariants()}>
                <Plus aria-hidden="true" />
                <Trans>Add Your First Permit</Trans>
              </Link>
              {emptyActions}
            </div>
          )}
          {/* The form with its scan started (docs/product/permits.md#scanning-a-permit). */}
          {mayChangePermits && (
            <Link to="/permit-setup?scan=1" className={buttonVariants({ variant: 'outline' })}>
              <FileScan aria-hidden="true" />
              <Trans>Scan a Permit</Trans>
            </Link>
          )}
        </div>
      ) : (
        <>
          <ul ref={list} className="grid gap-3 md:grid-cols-2">
            {rows.map((permit, index) => (
              <PermitRow
                key={permit.id}
                permit={permit}
                index={index}
                today={today}
                initiallyRenewing={mayChangePermits && permit.id === renewingId}
                mayChangePermits={mayChangePermits}
                vehicles={vehicles}
                extraActions={rowActions?.(permit)}
                deleting={remove.isPending && remove.variables === permit.id}
                onDelete={() => deletePermit(permit.id, index)}
                onRenewalClosed={(place, previousDate) =>
                  setFocusRequest({
                    ready: (rows) => rows.find((row) => row.id === permit.id)?.renewalDate !== previousDate,
                    // Still in its place: back on its own 'Renewed' button, as after any dialog.
                    target: (rows) =>
                      rows.findIndex((row) => row.id === permit.id) === place
                        ? { place, selector: RENEW_BUTTON_SELECTOR }
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
              // Not disabled while the rest loads: a disabled button would drop the keyboard focus.
              aria-disabled={loadingRest || undefined}
              onClick={() => {
                if (loadingRest) return;
                const place = rows.length;
                setFocusRequest({ ready: (loaded) => loaded.length > place, target: () => ({ place }) });
                setShowingAll(true);
                if (permits.length < total) onShowAll();
              }}
            >
              {loadingRest ? <SpinnerIcon size="sm" /> : <ChevronDown aria-hidden="true" />}
              {loadingRest ? t`Loading permits...` : t`Show all ${total} permits (${hidden} more)`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
