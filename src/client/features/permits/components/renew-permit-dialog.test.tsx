import { cleanup, screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { RenewPermitDialog } from './renew-permit-dialog';

const server = interceptHttp();

// A fixed day: the dashboard passes the browser's today in.
const TODAY = '2026-11-22';
const PERMIT = {
  id: '6c1f3f4e-7d8a-4b6e-9f1a-2b3c4d5e6f70',
  name: 'Health Permit',
  renewalDate: '2027-01-15',
};

/** The renew endpoint, answering `answer`; the dates it was sent. */
function api(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/permits/:id/renew', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return { sent };
}

function renderDialog(permit: { id: string; name: string; renewalDate: string | null } = PERMIT) {
  const user = renderScreen(
    <RenewPermitDialog
      permit={permit}
      today={TODAY}
      open
      onOpenChange={() => {}}
      onCloseAutoFocus={() => {}}
    />,
    { toaster: true },
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Mark as renewed' }));
  return { user, dialog, date: dialog.getByLabelText('New renewal date') };
}

describe("'Mark as renewed'", () => {
  it("shows the server's refusal of the date under the date, as the form's own check would", async () => {
    const { sent } = api(() =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'The new renewal date must be after the current one',
            field: 'renewalDate',
          },
        },
        { status: 400 },
      ),
    );
    const { user, dialog, date } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Save renewal' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        expect.stringContaining('The new renewal date must be after the current one'),
      ),
    );
    expect(dialog.getByRole('alert')).toHaveTextContent(
      /^The new renewal date must be after the current one$/,
    );
    expect(sent).toEqual([{ renewalDate: '2028-01-15' }]);
  });

  it("refuses a past date before the save, as the server does, whether the permit's date is past or missing", async () => {
    const { sent } = api(() => HttpResponse.json({}));
    for (const renewalDate of [null, '2026-01-15']) {
      const { user, dialog, date } = renderDialog({ ...PERMIT, renewalDate });
      expect(date).toHaveAttribute('min', TODAY);
      await user.clear(date);
      await user.type(date, '2026-06-01');
      await user.click(dialog.getByRole('button', { name: 'Save renewal' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(
        /^The new renewal date cannot be in the past$/,
      );
      cleanup();
    }
    expect(sent).toEqual([]);
  });
});
