import type { I18n } from '@lingui/core';
import { toLocale } from '../i18n/locales';
import type { CalendarDate } from './calendar-dates';
import { INSPECTION_RESULT_LABELS, type InspectionResult } from './inspection-results';
import { daysUntilRenewal, REPORT_STATUS_LABELS, reportStatus, type PermitFacts } from './permit-status';
import { stateCodeOf } from './us-states';

export type CsvPermit = PermitFacts & {
  /** Needed to name its inspections. */
  id?: string;
  name: string;
  cost: number | null;
  state: string | null;
  notes: string | null;
  /** Absent reads as none: the columns are there whatever the permits say (docs/product/permits.md#csv-export). */
  permitNumber?: string | null;
  agency?: { name: string } | null;
  /** The vehicle it licenses; null (or absent) for the whole business. */
  vehicle?: { name: string } | null;
};

/** A permit of no one vehicle (docs/product/fleet.md#permits-on-vehicles), as the reports name it. */
export const WHOLE_BUSINESS = /*i18n*/ 'Whole business';

/** What the CSV says of a permit's inspections (docs/product/events.md#inspections). */
export type CsvInspections = {
  /** The latest on or before the report date. */
  latest: { date: CalendarDate; result: InspectionResult } | null;
  /** The next inspection or re-inspection to come. */
  next: CalendarDate | null;
};

/** The inspection columns, after the others, when the report knows the inspections. */
const INSPECTION_COLUMNS = [
  /*i18n*/ 'Last Inspection',
  /*i18n*/ 'Last Inspection Result',
  /*i18n*/ 'Next Inspection',
];

/** The CSV's vehicle column, after the permit's name, when the business has vehicles. */
const VEHICLE_COLUMN = /*i18n*/ 'Vehicle';

// The columns of docs/product/permits.md#csv-export. Marked for translation (docs/decisions/0026): the header
// row is in the reader's language.
export const CSV_COLUMNS = [
  /*i18n*/ 'Permit Name',
  /*i18n*/ 'Status',
  /*i18n*/ 'Renewal Date',
  /*i18n*/ 'Days Until Renewal',
  /*i18n*/ 'Cost',
  /*i18n*/ 'State',
  /*i18n*/ 'Notes',
  /*i18n*/ 'Permit Number',
  /*i18n*/ 'Issuing Agency',
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

/**
 * A renewal date as a spreadsheet reads it: MM/dd/yyyy in English (docs/product/permits.md#csv-export). In
 * any other language yyyy-MM-dd: a spreadsheet set to Spanish (United States) reads 06/03 as 6 March, and
 * every spreadsheet reads an ISO date as the right day.
 */
const csvDate = (date: CalendarDate, i18n: I18n) => (toLocale(i18n.locale) === 'en' ? usDate(date) : date);

/**
 * The compliance report as CSV (RFC 4180 line endings), rows in the order given; the header row and the
 * statuses in `i18n`'s language. With `vehicles` (the business has some), a 'Vehicle' column after the name
 * (docs/product/fleet.md#reports-by-vehicle); without, the columns of a business that has none, as before.
 * With `inspections` (by permit id), the latest inspection's date and result and the next one's date at the end.
 */
export function complianceReportCsv(
  permits: readonly CsvPermit[],
  today: CalendarDate,
  i18n: I18n,
  {
    vehicles = false,
    inspections,
  }: { vehicles?: boolean; inspections?: ReadonlyMap<string, CsvInspections> } = {},
): string {
  const withVehicle = <T>(name: T, vehicle: T, rest: T[]) =>
    vehicles ? [name, vehicle, ...rest] : [name, ...rest];
  const [nameColumn, ...otherColumns] = CSV_COLUMNS.map((column) => i18n._(column));
  const header = withVehicle(nameColumn!, i18n._(VEHICLE_COLUMN), otherColumns);
  if (inspections) header.push(...INSPECTION_COLUMNS.map((column) => i18n._(column)));
  const inspectionCells = (permit: CsvPermit) => {
    if (!inspections) return [];
    const known = permit.id === undefined ? undefined : inspections.get(permit.id);
    const latest = known?.latest ?? null;
    return [
      latest ? csvDate(latest.date, i18n) : '',
      latest ? i18n._(INSPECTION_RESULT_LABELS[latest.result]) : '',
      known?.next ? csvDate(known.next, i18n) : '',
    ];
  };
  const rows = permits.map((permit) =>
    withVehicle<string | number | null>(permit.name, permit.vehicle?.name ?? i18n._(WHOLE_BUSINESS), [
      i18n._(REPORT_STATUS_LABELS[reportStatus(permit, today)]),
      permit.renewalDate ? csvDate(permit.renewalDate, i18n) : '',
      daysUntilRenewal(permit, today),
      permit.cost === null ? null : permit.cost.toFixed(2),
      stateCodeOf(permit.state) ?? permit.state,
      permit.notes,
      permit.permitNumber ?? null,
      permit.agency?.name ?? null,
      ...inspectionCells(permit),
    ]),
  );
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** compliance-report-{yyyy-MM-dd}.csv, the name in `i18n`'s language (docs/product/permits.md#csv-export). */
export const complianceReportFileName = (today: CalendarDate, i18n: I18n) =>
  i18n._('compliance-report-{today}.csv', { today });
