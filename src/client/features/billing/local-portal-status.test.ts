import { describe, expect, it } from 'vitest';
import type { LocalPortal } from '@shared/contracts/billing';
import { i18n } from '@client/lib/i18n';
import { speak } from '@tests/support/i18n';
import { PORTAL_ACTION_LABELS, portalStatusText } from './local-portal-status';

const base: LocalPortal = {
  email: 'owner@example.com',
  status: 'none',
  trialEnd: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  priceDollars: 19,
};
// Noon UTC: the same calendar day in every time zone the tests may run in.
const trialing: LocalPortal = {
  ...base,
  status: 'trialing',
  trialEnd: '2030-03-08T12:00:00.000Z',
  currentPeriodEnd: '2030-03-08T12:00:00.000Z',
};
const active: LocalPortal = { ...base, status: 'active', currentPeriodEnd: '2030-04-01T12:00:00.000Z' };

describe('local portal status', () => {
  it('reads each state as Stripe would', () => {
    expect(portalStatusText(trialing)).toBe('Trialing until Mar 8, 2030');
    expect(portalStatusText(active)).toBe('Active — renews Apr 1, 2030');
    expect(portalStatusText({ ...active, cancelAtPeriodEnd: true })).toBe('Cancels on Apr 1, 2030');
    expect(portalStatusText({ ...trialing, cancelAtPeriodEnd: true })).toBe('Cancels on Mar 8, 2030');
    expect(portalStatusText(base)).toBe('No subscription');
    expect(portalStatusText({ ...base, status: 'canceled' })).toBe('Canceled');
  });
});

describe('local portal status in Spanish (docs/decisions/0026)', () => {
  it('reads each state and action in Spanish, dates as es-US writes them', async () => {
    await speak('es', 'billing-local-portal');
    expect(portalStatusText(active)).toBe('Activa — se renueva el 1 abr 2030');
    expect(portalStatusText({ ...active, cancelAtPeriodEnd: true })).toBe('Se cancela el 1 abr 2030');
    expect(portalStatusText({ ...base, status: 'trialing' })).toBe('En prueba hasta una fecha desconocida');
    expect(portalStatusText(base)).toBe('Sin suscripción');
    expect(i18n._(PORTAL_ACTION_LABELS['cancel-now'])).toBe('Cancelar de inmediato');
  });
});
