import { describe, expect, it } from 'vitest';
import { englishI18n, spanishI18n } from '@tests/support/i18n-instances';
import {
  daysText,
  dashboardCompliance,
  daysUntilRenewal,
  isPermitExpired,
  REPORT_STATUS_LABELS,
  reportStatus,
} from './permit-status';

const today = '2026-11-22';
const en = englishI18n();
const due = (renewalDate: string | null, status = 'active') => ({ status, renewalDate });

describe('permit status', () => {
  it('is expired when the status says so or the date is past, not on the day itself', () => {
    expect(isPermitExpired(due('2026-11-21'), today)).toBe(true);
    expect(isPermitExpired(due('2026-11-22'), today)).toBe(false);
    expect(isPermitExpired(due('2027-06-01', 'expired'), today)).toBe(true);
    expect(isPermitExpired(due(null), today)).toBe(false);
    expect(daysUntilRenewal(due(null), today)).toBeNull();
  });

  it('colours the dashboard: red below 0 days, orange at 30 or fewer, green above', () => {
    expect(dashboardCompliance(due('2026-11-21'), today)).toBe('non-compliant');
    expect(dashboardCompliance(due('2026-11-22'), today)).toBe('needs-attention');
    expect(dashboardCompliance(due('2026-12-22'), today)).toBe('needs-attention');
    expect(dashboardCompliance(due('2026-12-23'), today)).toBe('compliant');
    expect(dashboardCompliance(due('2027-01-01', 'expired'), today)).toBe('non-compliant');
  });

  it('does not call a permit without a renewal date compliant on the dashboard', () => {
    expect(dashboardCompliance(due(null), today)).toBe('unknown');
    expect(dashboardCompliance(due(null, 'expired'), today)).toBe('non-compliant');
  });

  it('gives the reports their four statuses, 30 days vs 31', () => {
    expect(reportStatus(due(null), today)).toBe('unknown');
    expect(reportStatus(due('2026-11-21'), today)).toBe('expired');
    expect(reportStatus(due('2026-11-22'), today)).toBe('needs-attention');
    expect(reportStatus(due('2026-12-22'), today)).toBe('needs-attention');
    expect(reportStatus(due('2026-12-23'), today)).toBe('compliant');
    expect(reportStatus(due('2027-05-01', 'expired'), today)).toBe('expired');
  });

  it('writes the days text', () => {
    expect(daysText(12, en)).toBe('12 days left');
    expect(daysText(1, en)).toBe('1 day left');
    expect(daysText(0, en)).toBe('Due today');
    expect(daysText(-1, en)).toBe('1 day overdue');
    expect(daysText(-40, en)).toBe('40 days overdue');
    expect(daysText(1095, en)).toBe('1095 days left');
  });

  it('writes the days text and the report statuses in Spanish (docs/i18n/glossary-es-US.md)', async () => {
    const es = await spanishI18n();
    expect(daysText(12, es)).toBe('quedan 12 días');
    expect(daysText(1, es)).toBe('queda 1 día');
    expect(daysText(0, es)).toBe('Vence hoy');
    expect(daysText(-1, es)).toBe('1 día de retraso');
    expect(daysText(-40, es)).toBe('40 días de retraso');
    expect(es._(REPORT_STATUS_LABELS['needs-attention'])).toBe('Requiere atención');
    expect(es._(REPORT_STATUS_LABELS.compliant)).toBe('Al día');
    expect(es._(REPORT_STATUS_LABELS.expired)).toBe('Vencido');
    expect(es._(REPORT_STATUS_LABELS.unknown)).toBe('Sin fecha de renovación');
  });
});
