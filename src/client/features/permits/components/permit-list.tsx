import { ChevronDown, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { Button } from '@client/components/ui/button';
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
};

/** spec §2 Dashboard 'Your Permits', with its empty state. */
export function PermitList({ permits, today, initiallyRenewingId = null }: Props) {
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
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const hidden = permits.length - shown;

  // The button that revealed the rest is gone: keyboard focus moves to the first row it revealed.
  useEffect(() => {
    if (focusRow === null) return;
    list.current?.children[focusRow]?.querySelector<HTMLElement>('a, button')?.focus();
    setFocusRow(null);
  }, [focusRow]);

  return (
    <section aria-labelledby="your-permits" className="flex flex-col gap-3">
      <h2 id="your-permits" className="text-xl font-semibold">
        Your Permits
      </h2>
      {permits.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card p-8 text-center">
          <p className="font-medium">No permits added yet</p>
          <Button asChild>
            <Link to="/permit-setup">
              <Plus aria-hidden="true" />
              Add Your First Permit
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ul ref={list} className="grid gap-3 md:grid-cols-2">
            {permits.slice(0, shown).map((permit) => (
              <PermitRow
                key={permit.id}
                permit={permit}
                today={today}
                initiallyRenewing={permit.id === renewingId}
              />
            ))}
          </ul>
          {hidden > 0 && (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => {
                setFocusRow(shown);
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
