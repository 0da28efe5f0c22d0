import { render, screen } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ImportColumn, ImportMapping } from '@shared/contracts/permit-import';
import { ColumnMapping } from './column-mapping';

const COLUMNS: ImportColumn[] = [
  { header: 'Permit', sample: 'Health Permit', field: 'name' },
  { header: 'Expires', sample: '14/03/2027', field: 'renewalDate' },
  { header: 'Issued', sample: '01/03/2026', field: null },
  { header: '', sample: null, field: null },
];

/** The mapping as the dialog holds it, so that each change shows as the owner sees it. */
function Harness() {
  const [mapping, setMapping] = useState<ImportMapping>(COLUMNS.map(({ field }) => field));
  const [dayFirst, setDayFirst] = useState(false);
  return (
    <>
      <ColumnMapping
        columns={COLUMNS}
        mapping={mapping}
        dayFirst={dayFirst}
        onMappingChange={setMapping}
        onDayFirstChange={setDayFirst}
      />
      <output data-testid="choices">{JSON.stringify({ mapping, dayFirst })}</output>
    </>
  );
}

const choices = () => JSON.parse(screen.getByTestId('choices').textContent!) as { mapping: ImportMapping };

describe('matching the columns', () => {
  it("shows each column's heading and first value with the field guessed, and a heading-less column by its place", () => {
    render(<Harness />);
    expect(screen.getByLabelText('Permit')).toHaveValue('name');
    expect(screen.getByLabelText('Expires')).toHaveValue('renewalDate');
    expect(screen.getByLabelText('Expires')).toHaveAccessibleDescription('For example: 14/03/2027');
    expect(screen.getByLabelText('Issued')).toHaveValue('');
    expect(screen.getByLabelText('Column 4')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('corrects a guess, taking a field chosen again from the column that had it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Issued'), 'Renewal date');
    expect(choices().mapping).toEqual(['name', null, 'renewalDate', null]);
    expect(screen.getByLabelText('Expires')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Expires'), 'Issue date');
    expect(choices().mapping).toEqual(['name', 'issueDate', 'renewalDate', null]);
  });

  it("asks for the name's column when none holds it, and takes the day-first choice", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Permit'), 'Leave out');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the column that holds each permit’s name.');
    await user.click(screen.getByRole('checkbox', { name: 'Dates are day first (14/03/2027)' }));
    expect(choices()).toMatchObject({ dayFirst: true });
  });
});
