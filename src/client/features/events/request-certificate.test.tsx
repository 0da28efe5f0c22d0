import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@shared/contracts/business-profile';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Component as EventsScreen } from '@client/routes/events';
import {
  entitlementsOf,
  eventSummaryOf,
  INSURANCE_LINE,
  iowaFairFixture,
  PROFILE,
} from '@tests/support/client-fixtures';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';

// 'Request Certificate of Insurance' on the insurance line (docs/product/events.md#certificate-of-insurance).
const server = interceptHttp();

const INSURANCE = INSURANCE_LINE;
const fair = (insurance = INSURANCE) => iowaFairFixture([insurance]);
// Noon UTC: the same day in every time zone the tests run in.
const REQUESTED = fair({ ...INSURANCE, requestedAt: '2026-06-03T12:00:00.000Z' });
const RECENT =
  'The broker was asked for this certificate less than a day ago. Confirm to send the request again.';

/** The API: the profile's broker (none unless given), and the requests it receives, refused as told first. */
function api(broker: Pick<BusinessProfile, 'brokerName' | 'brokerEmail'> = {}) {
  const requests: unknown[] = [];
  const refusals: Response[] = [];
  let current = fair();
  server.use(
    http.get('*/api/events', () =>
      HttpResponse.json({
        upcoming: [eventSummaryOf(current)],
        past: [],
      }),
    ),
    // The checklist comes with the one event, when it is opened.
    http.get('*/api/events/:id', () => HttpResponse.json(current)),
    http.get('*/api/vehicles', () => HttpResponse.json({ vehicles: [] })),
    http.get('*/api/subscription/entitlements', () =>
      HttpResponse.json(entitlementsOf('owner', { plan: 'pro' })),
    ),
    http.get('*/api/subscription', () => HttpResponse.json(FREE_SUBSCRIPTION)),
    http.get('*/api/businesses', () => HttpResponse.json({ businesses: [] })),
    http.get('*/api/business-profile', () => HttpResponse.json({ profile: { ...PROFILE, ...broker } })),
    http.post('*/api/events/:id/insurance-request', async ({ request }) => {
      requests.push(await request.json());
      const refusal = refusals.shift();
      if (refusal) return refusal;
      current = REQUESTED;
      return HttpResponse.json(current);
    }),
  );
  const refuseNext = (status: number, code: string, message: string, field?: string) =>
    refusals.push(HttpResponse.json({ error: { code, message, field } }, { status }));
  return { requests, refuseNext };
}

/** The events screen with the fair's checklist open, and its insurance line. */
async function openInsuranceLine() {
  const user = renderScreen(<EventsScreen />, { path: '/events', toaster: true });
  const summary = await screen.findByText('Iowa State Fair');
  await user.click(summary);
  const line = within((await within(summary.closest('li')!).findAllByRole('listitem'))[0]!);
  return { user, line };
}

describe("'Request Certificate of Insurance'", () => {
  it('asks for the broker the profile lacks, sends the limits, and the line shows the request', async () => {
    const { requests } = api();
    const { user, line } = await openInsuranceLine();
    await user.click(line.getByRole('button', { name: 'Request Certificate of Insurance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request Certificate of Insurance' }));
    expect(await dialog.findByLabelText('Broker name')).toHaveValue('');
    expect(dialog.getByLabelText('Broker e-mail')).toHaveValue('');
    expect(dialog.getByLabelText('Each occurrence limit ($)')).toHaveValue('1000000');
    expect(dialog.getByLabelText('Aggregate limit ($)')).toHaveValue('2000000');

    await user.type(dialog.getByLabelText('Broker name'), 'Pat Broker');
    await user.type(dialog.getByLabelText('Broker e-mail'), 'pat@insure.example');
    await user.clear(dialog.getByLabelText('Aggregate limit ($)'));
    await user.type(dialog.getByLabelText('Aggregate limit ($)'), '$3,000,000');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));

    await toastTitled('Request Sent');
    expect(requests).toEqual([
      {
        brokerName: 'Pat Broker',
        brokerEmail: 'pat@insure.example',
        eachOccurrence: 1_000_000,
        aggregate: 3_000_000,
        confirm: false,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await line.findByText('Requested Jun 3, 2026')).toBeInTheDocument();
  });

  it("prefills the profile's broker and, asked again within a day, sends once confirmed", async () => {
    const { requests, refuseNext } = api({ brokerName: 'Pat Broker', brokerEmail: 'pat@insure.example' });
    const { user, line } = await openInsuranceLine();
    await user.click(line.getByRole('button', { name: 'Request Certificate of Insurance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request Certificate of Insurance' }));
    expect(await dialog.findByLabelText('Broker name')).toHaveValue('Pat Broker');
    expect(dialog.getByLabelText('Broker e-mail')).toHaveValue('pat@insure.example');

    refuseNext(409, 'COI_RECENTLY_REQUESTED', RECENT);
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(RECENT);
    expect(screen.queryByText('Request Sent')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Send Again' }));

    await toastTitled('Request Sent');
    const sent = { brokerName: 'Pat Broker', brokerEmail: 'pat@insure.example' };
    expect(requests).toEqual([
      { ...sent, eachOccurrence: 1_000_000, aggregate: 2_000_000, confirm: false },
      { ...sent, eachOccurrence: 1_000_000, aggregate: 2_000_000, confirm: true },
    ]);
  });

  it("shows the server's refusal under its field, and any other in the dialog", async () => {
    const { refuseNext } = api();
    const { user, line } = await openInsuranceLine();
    await user.click(line.getByRole('button', { name: 'Request Certificate of Insurance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request Certificate of Insurance' }));
    await user.type(await dialog.findByLabelText('Broker name'), 'Pat Broker');

    refuseNext(400, 'VALIDATION_ERROR', 'Broker e-mail is required', 'brokerEmail');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText('Broker e-mail is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Broker e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Broker e-mail')).toHaveFocus();

    const limited = 'This business has asked for 10 certificates in the last hour. Try again later.';
    refuseNext(429, 'RATE_LIMITED', limited);
    await user.type(dialog.getByLabelText('Broker e-mail'), 'pat@insure.example');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText(limited)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: 'Request Certificate of Insurance' })).toBeInTheDocument();
  });

  it('speaks Spanish (docs/decisions/0026)', async () => {
    api();
    await speak('es', 'events');
    const { user, line } = await openInsuranceLine();
    await user.click(line.getByRole('button', { name: 'Solicitar certificado de seguro' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitar certificado de seguro' }));
    expect(await dialog.findByLabelText('Nombre del corredor')).toBeInTheDocument();
    expect(dialog.getByLabelText('Correo electrónico del corredor')).toBeInTheDocument();
    expect(dialog.getByLabelText('Límite por ocurrencia ($)')).toHaveValue('1000000');
    expect(dialog.getByLabelText('Límite agregado ($)')).toHaveValue('2000000');
    await user.type(dialog.getByLabelText('Nombre del corredor'), 'Pat Broker');
    await user.type(dialog.getByLabelText('Correo electrónico del corredor'), 'pat@insure.example');
    await user.click(dialog.getByRole('button', { name: 'Enviar solicitud' }));
    await toastTitled('Solicitud enviada');
    expect(await line.findByText('Solicitado el 3 jun 2026')).toBeInTheDocument();
  });
});
