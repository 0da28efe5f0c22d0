import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { Button } from '@client/components/ui/button';
import { PermitRow } from './permit-row';

type Props = {
  permits: Permit[];
  today: CalendarDate;
  /** The permit whose Mark-as-renewed dialog opens at once (/dashboard?renew={id}). */
  initiallyRenewingId?: string | null;
};

/** spec §2 Dashboard 'Your Permits', with its empty state. */
export function PermitList({ permits, today, initiallyRenewingId = null }: Props) {
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
        <ul className="grid gap-3 md:grid-cols-2">
          {permits.map((permit) => (
            <PermitRow
              key={permit.id}
              permit={permit}
              today={today}
              initiallyRenewing={permit.id === initiallyRenewingId}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
