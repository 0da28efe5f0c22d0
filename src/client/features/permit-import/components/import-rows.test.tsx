import { render, screen, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ImportedPermit, ImportRow } from '@shared/contracts/permit-import';
import { ImportRows } from './import-rows';

const permit = (name: string, renewalDate: string | null): ImportedPermit => ({
  name,
  categoryId: null,
  issueDate: null,
  renewalDate,
  cost: null,
  city: null,
  state: null,
  county: null,
  permitNumber: null,
  issuingAgency: null,
  renewalLink: null,
  notes: null,
});

const ROWS: ImportRow[] = [
  { row: 2, permit: permit('Health Permit', '2027-03-14'), problems: [] },
  { row: 3, permit: permit('Fire Inspection', null), problems: ['Renewal date not understood'] },
  { row: 4, permit: permit('Health Permit', '2027-03-14'), problems: ['Duplicate of row 2'] },
  { row: 5, permit: permit('Parking', '2027-06-30'), problems: [] },
];

function Harness({ room = null }: { room?: number | null }) {
  const [skipped, setSkipped] = useState(new Set<number>());
  return <ImportRows rows={ROWS} skipped={skipped} onSkippedChange={setSkipped} room={room} />;
}

const rowOf = (name: string | RegExp) =>
  screen.getByRole('checkbox', { name: `Skip row ${name}` }).closest('li')!;

describe('the rows before they are imported', () => {
  it('lists every row with its renewal date and problems, and counts what would be imported', () => {
    render(<Harness />);
    expect(within(rowOf('2')).getByText('Health Permit')).toBeVisible();
    expect(within(rowOf('2')).getByText('Renews Mar 14, 2027')).toBeVisible();
    expect(within(rowOf('3')).getByText('No renewal date')).toBeVisible();
    expect(within(rowOf('3')).getByText('Renewal date not understood')).toBeVisible();
    expect(within(rowOf('4')).getByText('Duplicate of row 2')).toBeVisible();
    expect(screen.getByText('4 rows to import, 2 with problems.')).toBeVisible();
  });

  it('skips a row at a time, or every row with a problem at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Skip row 3' }));
    expect(screen.getByText('3 rows to import, 1 with a problem.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip rows with problems' }));
    expect(screen.getByText('2 rows to import, 0 with problems.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Skip row 4' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Skip rows with problems' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Skip row 5' }));
    expect(screen.getByText('1 row to import, 0 with problems.')).toBeVisible();
  });

  it("says when the Free plan's room leaves rows out", () => {
    render(<Harness room={1} />);
    expect(
      screen.getByText('The Free plan has room for 1 more permit: only the first row will be imported.'),
    ).toBeVisible();
  });
});
