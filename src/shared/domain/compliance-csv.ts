import type { CalendarDate } from './calendar-dates';
import { daysUntilRenewal, REPORT_STATUS_LABELS, reportStatus, type PermitFacts } from './permit-status';
import { stateCodeOf } from './us-states';

export type CsvPermit = PermitFacts & {
  name: string;
  cost: number | null;
  state: string | null;
  notes: string | null;
};

// spec §7 CSV export.
export const CSV_COLUMNS = [
  'Permit Name',
  'Status',
  'Renewal Date',
  'Days Until Renewal',
  'Cost',
  'State',
  'Notes',
];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ (or a tab or
 * carriage return) is prefixed with an apostrophe so spreadsheets do not run it as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const usDate = (date: CalendarDate) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** The compliance report as CSV (RFC 4180 line endings), rows in the order given. */
export function complianceReportCsv(permits: readonly CsvPermit[], today: CalendarDate): string {
  const rows = permits.map((permit) => [
    permit.name,
    REPORT_STATUS_LABELS[reportStatus(permit, today)],
    permit.renewalDate ? usDate(permit.renewalDate) : '',
    daysUntilRenewal(permit, today),
    permit.cost === null ? null : permit.cost.toFixed(2),
    stateCodeOf(permit.state) ?? permit.state,
    permit.notes,
  ]);
  return [CSV_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const complianceReportFileName = (today: CalendarDate) => `compliance-report-${today}.csv`;
