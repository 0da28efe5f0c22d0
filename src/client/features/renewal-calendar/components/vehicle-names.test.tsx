import { render, screen, within } from '@tests/support/render';
import { describe, expect, it } from 'vitest';
import type { Permit } from '@shared/contracts/permits';
import { permitFixture } from '@tests/support/client-fixtures';
import { scheduleOn, scheduleRenewals, yearOfRenewals } from '../renewal-schedule';
import { DateDetails } from './date-details';
import { RenewalRecommendations } from './renewal-recommendations';
import { YearlyOverview } from './yearly-overview';

const TODAY = '2026-11-15';

const permit = (name: string, vehicle: Permit['vehicle']): Permit =>
  permitFixture({
    id: `${name}-${vehicle?.id ?? 'business'}`,
    name,
    issueDate: null,
    renewalDate: '2026-12-01',
    cost: null,
    city: null,
    state: null,
    stateCode: null,
    county: null,
    processingTimeDays: 10,
    vehicle,
  });

// Two trucks hold the same permit: the calendar must say whose renewal is due.
const schedule = scheduleRenewals(
  [
    permit('Health Permit', { id: 'truck-2', name: 'Truck 2', archived: false }),
    permit('Business License', null),
  ],
  TODAY,
);

describe("the renewal calendar's items", () => {
  it("name a vehicle's permit with its vehicle and a whole-business permit by its name", () => {
    render(<YearlyOverview months={yearOfRenewals(schedule, TODAY)} />);
    const december = screen.getAllByTestId('month-card')[1]!;
    expect(within(december).getByText(/Health Permit — Truck 2/)).toBeInTheDocument();
    expect(within(december).getByText(/^Business License$/)).toBeInTheDocument();
  });

  it('name the vehicle in the day details and the recommendations', () => {
    const { unmount } = render(<DateDetails date="2026-12-01" {...scheduleOn(schedule, '2026-12-01')} />);
    const due = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(due).toEqual(['Business License', 'Health Permit — Truck 2']);
    unmount();
    render(<RenewalRecommendations schedule={schedule} />);
    expect(screen.getByRole('heading', { name: 'Health Permit — Truck 2' })).toBeInTheDocument();
  });
});
