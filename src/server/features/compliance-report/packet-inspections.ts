import type { I18n } from '@lingui/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { INSPECTION_RESULT_LABELS, type InspectionResult } from '../../../shared/domain/inspection-results';
import type { Database } from '../../db/client';
import { permitInspections } from '../../db/schema';
import { STATUS_COLOURS } from './packet-layout';
import type { Writer } from './packet-writer';

/*
 * The inspections section of a permit's page in the compliance packet (docs/product/events.md#inspections):
 * what an inspector or an organiser asks after the permit itself — when it was inspected and what was found.
 */

/** The most a permit's page lists: the latest ones; the rest stay in the app. */
const MAX_SHOWN = 10;

export type PacketInspection = {
  date: string;
  result: InspectionResult;
  agency: string | null;
  reinspectionOn: string | null;
};

/** The inspections of the packet's permits, by permit, the latest date first. */
export async function packetInspections(db: Database, businessId: string, permitIds: string[]) {
  const byPermit = new Map<string, PacketInspection[]>();
  if (permitIds.length === 0) return byPermit;
  const rows = await db
    .select({
      permitId: permitInspections.permitId,
      date: permitInspections.scheduledOn,
      result: permitInspections.result,
      agency: permitInspections.agency,
      reinspectionOn: permitInspections.reinspectionOn,
    })
    .from(permitInspections)
    .where(and(eq(permitInspections.businessId, businessId), inArray(permitInspections.permitId, permitIds)))
    .orderBy(desc(permitInspections.scheduledOn), desc(permitInspections.createdAt));
  for (const { permitId, ...inspection } of rows) {
    const list = byPermit.get(permitId) ?? [];
    if (list.length < MAX_SHOWN) list.push({ ...inspection, result: inspection.result as InspectionResult });
    byPermit.set(permitId, list);
  }
  return byPermit;
}

const RESULT_COLOURS = {
  passed: STATUS_COLOURS.compliant,
  failed: STATUS_COLOURS.expired,
  pending: STATUS_COLOURS.unknown,
} as const;

/** 'Inspections', then one line each: the date, the result in its colour, the agency and a re-inspection. */
export function writeInspections(
  writer: Writer,
  inspections: PacketInspection[],
  i18n: I18n,
  formatDate: (date: string) => string,
) {
  writer.rule();
  writer.text(i18n._('Inspections'), { bold: true, gap: 4 });
  if (inspections.length === 0) {
    writer.text(i18n._('None recorded'), { indent: 10 });
    return;
  }
  for (const inspection of inspections) {
    const parts = [formatDate(inspection.date), i18n._(INSPECTION_RESULT_LABELS[inspection.result])];
    if (inspection.agency) parts.push(inspection.agency);
    if (inspection.reinspectionOn)
      parts.push(i18n._('re-inspection {date}', { date: formatDate(inspection.reinspectionOn) }));
    writer.text(parts.join(' · '), { indent: 10, gap: 2, color: RESULT_COLOURS[inspection.result] });
  }
}
