import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeadlineDto } from '@shared/contracts/deadlines';
import { permitFixture } from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { render, screen, within } from '@tests/support/render';
import { testQueryClient } from '@tests/support/render-screen';
import { RenewalCalendarDialog } from './renewal-calendar-dialog';

/**
 * The deadlines that are no renewal on the dashboard's calendar (docs/product/events.md#deadlines): on their
 * days, apart from the renewals, in the monthly view and the yearly overview, in Spanish too.
 */
const deadline = (
  change: Partial<DeadlineDto> & Pick<DeadlineDto, 'key' | 'kind' | 'date'>,
): DeadlineDto => ({
  eventId: 'festival',
  inspectionId: null,
  eventName: 'Taco Fest',
  permitName: 'Temporary Food Permit',
  vehicleIds: [],
  ...change,
});
const DEADLINES = [
  deadline({ key: 'event:festival:apply-by:tx-temp', kind: 'apply-by', date: '2026-06-10' }),
  deadline({ key: 'event:festival:organizer', kind: 'organizer', date: '2026-06-10', permitName: null }),
  deadline({
    key: 'inspection:one',
    kind: 'inspection',
    date: '2026-07-02',
    eventId: null,
    inspectionId: 'one',
    eventName: null,
    permitName: 'Health Permit',
  }),
];

interceptHttp(http.get('*/api/deadlines', () => HttpResponse.json({ deadlines: DEADLINES })));

function showCalendar() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RenewalCalendarDialog
        permits={[permitFixture({ renewalDate: '2026-06-03', processingTimeDays: 30 })]}
        today="2026-06-03"
        open
        onOpenChange={() => undefined}
        onCloseAutoFocus={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { user, dialog: within(screen.getByRole('dialog')) };
}

describe("the renewal calendar's deadlines", () => {
  it('marks their days, lists them under Deadlines on the day, and in their month', async () => {
    const { user, dialog } = showCalendar();
    await user.click(await dialog.findByRole('button', { name: 'Wednesday, June 10, 2026, deadline' }));
    const details = within(dialog.getByRole('region', { name: 'Date Details' }));
    expect(details.getByRole('heading', { name: 'Deadlines' })).toBeInTheDocument();
    expect(details.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Apply for Temporary Food Permit — Taco Fest',
      "Organizer's deadline — Taco Fest",
    ]);
    expect(details.queryByText('Renewal due')).toBeNull();
    expect(dialog.getByText('Deadline')).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Yearly Overview' }));
    const july = within(dialog.getAllByTestId('month-card')[1]!);
    expect(within(july.getByRole('list', { name: 'Deadlines' })).getByRole('listitem').textContent).toBe(
      '2 Inspection of Health Permit',
    );
  });

  it('speaks Spanish', async () => {
    await speak('es', 'dashboard');
    const { user, dialog } = showCalendar();
    await user.click(
      await dialog.findByRole('button', { name: 'miércoles, 10 de junio de 2026, fecha límite' }),
    );
    expect(dialog.getByRole('heading', { name: 'Fechas límite' })).toBeInTheDocument();
    expect(dialog.getByText('Solicite Temporary Food Permit — Taco Fest')).toBeInTheDocument();
    expect(dialog.getByText('Fecha límite del organizador — Taco Fest')).toBeInTheDocument();
  });
});
