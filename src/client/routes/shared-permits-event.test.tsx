import { screen, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SharedPage } from '@shared/contracts/sharing';
import { interceptHttp } from '@tests/support/http-mocks';
import { renderScreen } from '@tests/support/render-screen';
import { Component as SharedPermits } from './shared-permits';

const server = interceptHttp();
const TOKEN = 'a'.repeat(43);

const PAGE: SharedPage = {
  businessName: 'Taco Loco',
  vehicleName: null,
  event: {
    name: 'Dallas Taco Fest',
    startsOn: '2099-05-01',
    endsOn: '2099-05-02',
    address: '1500 Marilla St',
    city: 'Dallas',
    stateCode: 'TX',
    certificate: { name: 'coi.pdf', type: 'application/pdf' },
  },
  permits: [
    {
      id: 'permit-1',
      name: 'Temporary Food Permit',
      permitNumber: null,
      agency: null,
      status: 'active',
      renewalDate: '2099-05-03',
      vehicleName: null,
      document: null,
    },
  ],
  expiresAt: null,
};

const show = (page: SharedPage) => {
  server.use(http.get('*/api/shared/:token', () => HttpResponse.json(page)));
  renderScreen(<SharedPermits />, { path: `/share/${TOKEN}`, route: '/share/:token' });
};

describe("an event's share page for its organizer (docs/product/events.md#the-organisers-packet)", () => {
  it('is headed by the event, its dates and place, and offers its certificate before the permits', async () => {
    show(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dallas Taco Fest' })).toBeInTheDocument();
    expect(document.title).toBe('Dallas Taco Fest: permits · PermitPilot');
    expect(screen.getByText('May 01, 2099 to May 02, 2099')).toBeInTheDocument();
    expect(screen.getByText('1500 Marilla St, Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText(/certificate of insurance of Taco Loco for this event/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View Document ?: coi\.pdf$/ }).getAttribute('href')).toBe(
      `/api/shared/${TOKEN}/certificate`,
    );
    const permits = within(screen.getByRole('list', { name: 'Permits' }));
    expect(permits.getByRole('heading', { name: 'Temporary Food Permit' })).toBeInTheDocument();
  });

  it('says when the event has no certificate yet', async () => {
    show({ ...PAGE, event: { ...PAGE.event!, certificate: null } });
    expect(
      await screen.findByText('No certificate of insurance is on file for this event yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Document/ })).toBeNull();
  });
});
