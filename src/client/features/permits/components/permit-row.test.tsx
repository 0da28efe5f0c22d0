import { screen, within } from '@tests/support/render';
import { describe, expect, it } from 'vitest';
import type { Permit } from '@shared/contracts/permits';
import { permitFixture } from '@tests/support/client-fixtures';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { PermitRow } from './permit-row';

const TODAY = '2026-11-22';

function renderRow(permit: Permit) {
  renderScreen(
    <ul>
      <PermitRow
        permit={permit}
        index={0}
        today={TODAY}
        deleting={false}
        mayChangePermits
        onDelete={() => {}}
        onRenewalClosed={() => {}}
      />
    </ul>,
  );
  return within(screen.getByTestId('permit-row'));
}

/** A permit's number and agency on its dashboard row (docs/product/permits.md#fields). */
describe("a permit's row", () => {
  it("shows the number after the name, and the catalog's agency as a link to its page", () => {
    const row = renderRow(
      permitFixture({
        permitNumber: 'MFF-2026-0042',
        agency: { name: 'California Department of Public Health', url: 'https://www.cdph.ca.gov/' },
      }),
    );
    const heading = row.getByRole('heading', { level: 3, name: 'Health Permit' });
    expect(heading.nextElementSibling).toHaveTextContent('Permit no. MFF-2026-0042');
    expect(
      row.getByRole('link', { name: 'California Department of Public Health (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.cdph.ca.gov/');
  });

  it('shows an agency the owner typed as text, and nothing for a permit with neither', () => {
    const row = renderRow(permitFixture({ agency: { name: 'Oakland Finance Department', url: null } }));
    expect(row.getByText('Oakland Finance Department').closest('a')).toBeNull();
    expect(row.queryByText(/Permit no\./)).toBeNull();
  });

  it('says the number in Spanish', async () => {
    await speak('es', 'dashboard');
    const row = renderRow(permitFixture({ permitNumber: 'MFF-2026-0042' }));
    expect(row.getByText('Permiso n.º MFF-2026-0042')).toBeInTheDocument();
  });
});
