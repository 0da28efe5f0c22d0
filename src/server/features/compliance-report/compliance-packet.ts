import type { I18n } from '@lingui/core';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import {
  PACKET_MAX_DOCUMENT_BYTES,
  PACKET_MAX_EMAIL_BYTES,
  PACKET_MAX_PERMITS,
} from '../../../shared/contracts/sharing';
import type { VehicleFilter } from '../../../shared/contracts/vehicles';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import { WHOLE_BUSINESS } from '../../../shared/domain/compliance-csv';
import { summarizeCompliance } from '../../../shared/domain/compliance-summary';
import { formatCalendarDate } from '../../../shared/domain/formatting';
import { reportStatus } from '../../../shared/domain/permit-status';
import { toLocale } from '../../../shared/i18n/locales';
import {
  matchesReportFilter,
  REPORT_FILTERS,
  type ReportFilter,
} from '../../../shared/domain/report-filters';
import { recordActivity, type Actor } from '../../activity/record-activity';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { businessProfiles, permitCategories, permits, vehicles } from '../../db/schema';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Mailer } from '../../integrations/mail/types';
import { findBusinessVehicle } from '../../lib/business-vehicles';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { renderBrandedEmail } from '../../mail/branded-email';
import { permitAgency } from '../../catalog/permit-agency';
import type { PacketPermit } from './packet-pdf';
import { packetInspections } from './packet-inspections';

/*
 * The compliance packet (docs/decisions/0024): the reports screen's permits, filtered as it is, in one PDF with
 * their documents; downloaded by any member, e-mailed by the owner or a manager.
 */

const MB = 1024 * 1024;

/** A document's name as its permit page and the cover give it: the stored name, else the permit's. */
type PermitRow = typeof permits.$inferSelect;

const documentNameOf = (row: PermitRow, i18n: I18n) =>
  row.documentName || i18n._('{permitName} document', { permitName: row.name });

/**
 * The permits the reports list for a vehicle filter, as `GET /api/permits?vehicle=` gives them
 * (docs/product/fleet.md#reports-by-vehicle): without one, all but archived vehicles'; a vehicle's (archived or
 * not) and the whole business's; or the whole business's alone. Another business's vehicle is a 404.
 */
async function vehicleScope(db: Database, businessId: string, vehicle: VehicleFilter | undefined) {
  if (vehicle === undefined) {
    const [any] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.businessId, businessId))
      .limit(1);
    // A business without vehicles gets the packet it always had, with no 'Vehicle' on its pages.
    return { where: or(isNull(permits.vehicleId), isNull(vehicles.archivedAt)), name: null, fleet: !!any };
  }
  if (vehicle === 'business') return { where: isNull(permits.vehicleId), name: null, fleet: true };
  const row = await findBusinessVehicle(db, businessId, vehicle);
  return { where: or(isNull(permits.vehicleId), eq(permits.vehicleId, row.id)), name: row.name, fleet: true };
}

/** A permit as its page in a packet shows it, on `today`. Notes stay out (docs/product/sharing.md). */
export function toPacketPermit(
  { permit, category, vehicle }: { permit: PermitRow; category: string | null; vehicle: string | null },
  catalog: Catalog,
  today: CalendarDate,
  i18n: I18n,
): PacketPermit {
  return {
    name: permit.name,
    vehicle,
    number: permit.permitNumber,
    agency: permitAgency(permit, catalog)?.name ?? null,
    status: reportStatus(permit, today),
    renewalDate: permit.renewalDate,
    issueDate: permit.issueDate,
    cost: permit.cost,
    category,
    location: [permit.city, permit.county, permit.state].filter(Boolean).join(', ') || null,
    document:
      permit.documentKey && permit.documentType
        ? { name: documentNameOf(permit, i18n), type: permit.documentType }
        : null,
  };
}

async function packetContents(options: {
  db: Database;
  catalog: () => Catalog;
  businessId: string;
  filter: ReportFilter;
  vehicle?: VehicleFilter;
  today: CalendarDate;
  maxDocumentBytes: number;
  /** Marked for translation; `{megabytes}` is `maxDocumentBytes` in MB. */
  tooLargeMessage: string;
  /** The packet's language. */
  i18n: I18n;
}) {
  const { i18n } = options;
  const { db, businessId, filter, today } = options;
  const scope = await vehicleScope(db, businessId, options.vehicle);
  const rows = await db
    .select({ permit: permits, category: permitCategories.name, vehicle: vehicles.name })
    .from(permits)
    .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(and(eq(permits.businessId, businessId), scope.where))
    .orderBy(sql`${permits.renewalDate} asc nulls last`, permits.name);
  const chosen = rows.filter(({ permit }) => matchesReportFilter(permit, filter, today));
  if (chosen.length > PACKET_MAX_PERMITS)
    throw new AppError(
      422,
      'PACKET_TOO_LARGE',
      /*i18n*/ 'A packet holds at most {max} permits, and this report lists {count}. Choose a filter that lists fewer.',
      { max: PACKET_MAX_PERMITS, count: chosen.length },
    );
  const documentBytes = chosen.reduce(
    (total, { permit }) => total + (permit.documentKey ? (permit.documentSize ?? 0) : 0),
    0,
  );
  if (documentBytes > options.maxDocumentBytes)
    throw new AppError(422, 'PACKET_TOO_LARGE', options.tooLargeMessage, {
      megabytes: options.maxDocumentBytes / MB,
    });
  const [profile] = await db
    .select({ name: businessProfiles.businessName })
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, businessId))
    .limit(1);
  const catalog = options.catalog();
  const inspections = await packetInspections(
    db,
    businessId,
    chosen.map(({ permit }) => permit.id),
  );
  const packetPermits = chosen.map((row) => ({
    ...toPacketPermit(row, catalog, today, i18n),
    inspections: inspections.get(row.permit.id) ?? [],
  }));
  return {
    rows: chosen.map(({ permit }) => permit),
    input: {
      businessName: profile?.name ?? '',
      today,
      filterLabel: i18n._(REPORT_FILTERS.find((candidate) => candidate.id === filter)!.label),
      vehicleLabel: options.vehicle === 'business' ? i18n._(WHOLE_BUSINESS) : scope.name,
      fleet: scope.fleet,
      summary: summarizeCompliance(
        rows.map(({ permit }) => permit),
        today,
      ),
      totalPermits: rows.length,
      permits: packetPermits,
    },
  };
}

/** Reads a stored document whole, or null when it cannot be read: the packet then says so on its cover. */
export async function readWhole(documents: DocumentStore, key: string | null, logger: Logger) {
  if (!key) return null;
  try {
    const stored = await documents.get(key);
    if (!stored) return null;
    return new Uint8Array(await new Response(stored.body).arrayBuffer());
  } catch (error) {
    logger.warn({ err: error, key }, 'a packet document could not be read');
    return null;
  }
}

export async function buildCompliancePacket(options: {
  db: Database;
  documents: DocumentStore;
  catalog: () => Catalog;
  logger: Logger;
  businessId: string;
  filter: ReportFilter;
  vehicle?: VehicleFilter;
  today: CalendarDate;
  maxDocumentBytes?: number;
  tooLargeMessage?: string;
  /** The language of the member who asks for it (docs/decisions/0026). */
  i18n: I18n;
}) {
  const contents = await packetContents({
    ...options,
    maxDocumentBytes: options.maxDocumentBytes ?? PACKET_MAX_DOCUMENT_BYTES,
    tooLargeMessage:
      options.tooLargeMessage ??
      /*i18n*/ 'The documents of these permits come to more than {megabytes} MB, more than one packet holds. Choose a filter that lists fewer.',
  });
  // pdf-lib and its fonts load with the first packet, not at start-up (docs/decisions/0028).
  const { buildPacketPdf } = await import('./packet-pdf');
  const bytes = await buildPacketPdf(
    contents.input,
    (index) => readWhole(options.documents, contents.rows[index]!.documentKey, options.logger),
    options.i18n,
  );
  const { businessName } = contents.input;
  const slug = (businessName || 'permits').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'permits';
  return {
    bytes,
    fileName: `${slug}-compliance-packet-${options.today}.pdf`,
    businessName,
    permitCount: contents.rows.length,
  };
}

/** E-mails the packet as an attachment through the mail integration (the dev outbox keeps it), and logs it. */
export async function emailCompliancePacket(options: {
  db: Database;
  documents: DocumentStore;
  catalog: () => Catalog;
  logger: Logger;
  mailer: Mailer;
  actor: Actor;
  to: string;
  filter: ReportFilter;
  vehicle?: VehicleFilter;
  today: CalendarDate;
  /** The language of the member who sends it, which the message and the PDF are written in. */
  i18n: I18n;
}) {
  const { i18n } = options;
  const packet = await buildCompliancePacket({
    ...options,
    businessId: options.actor.businessId,
    maxDocumentBytes: PACKET_MAX_EMAIL_BYTES,
    tooLargeMessage:
      /*i18n*/ 'The documents of these permits come to more than {megabytes} MB, too large to e-mail. Download the packet and share it another way, or choose a filter that lists fewer.',
  });
  const business = packet.businessName || options.actor.email;
  const count =
    packet.permitCount === 1 ? i18n._('1 permit') : i18n._('{count} permits', { count: packet.permitCount });
  const heading = i18n._('Compliance packet from {business}', { business });
  const message = {
    to: options.to,
    subject: heading,
    // The organiser's reply goes to the member who sent it.
    headers: { 'Reply-To': options.actor.email },
    attachments: [{ fileName: packet.fileName, contentType: 'application/pdf', content: packet.bytes }],
    ...(await renderBrandedEmail({
      heading,
      paragraphs: [
        i18n._(
          '{business} sent you their compliance packet: {count} with their status, renewal dates and documents, as of {date}.',
          { business, count, date: formatCalendarDate(options.today, toLocale(i18n.locale)) },
        ),
        i18n._('The packet is attached as a PDF. Reply to this e-mail to reach them.'),
      ],
      footnote: i18n._("Sent by {email} through PermitPilot, which keeps food trucks' permits current.", {
        email: options.actor.email,
      }),
      i18n,
    })),
  };
  // The dev outbox writes the message in the transaction that logs it; SMTP sends it as it comes.
  await options.db.transaction(async (tx) => {
    await options.mailer.send(message, { transaction: tx });
    await recordActivity(tx, {
      businessId: options.actor.businessId,
      actor: options.actor,
      action: 'packet.emailed',
      subject: options.to,
      changes: [{ field: 'permits', before: null, after: packet.permitCount }],
    });
  });
}
