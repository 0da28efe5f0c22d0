import type { I18n } from '@lingui/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PACKET_MAX_DOCUMENT_BYTES, PACKET_MAX_EMAIL_BYTES } from '../../../shared/contracts/sharing';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import { recordActivity, type Actor } from '../../activity/record-activity';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { businessProfiles, events, organization, permitCategories, permits, vehicles } from '../../db/schema';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Mailer } from '../../integrations/mail/types';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { readWhole, toPacketPermit } from './compliance-packet';
import { organizerPacketEmail } from './organizer-packet-email';

/*
 * The organiser's packet (docs/product/events.md#the-organisers-packet): the permits that make the truck legal at
 * one event and its certificate of insurance, in one PDF to download or to e-mail to the organiser.
 */

const MB = 1024 * 1024;

/** The permits an organiser is shown; the events feature answers it and app.ts passes it in. */
export type EventPermitIds = (businessId: string, eventId: string) => Promise<string[]>;

type PacketDeps = {
  db: Database;
  documents: DocumentStore;
  catalog: () => Catalog;
  logger: Logger;
  eventPermitIds: EventPermitIds;
};

async function findEvent(db: Database, businessId: string, eventId: string) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.businessId, businessId), eq(events.id, eventId)));
  if (!event) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such event');
  return event;
}

/** The business as the organiser knows it: its profile's name, else the business's own. */
async function businessNameOf(db: Database, businessId: string) {
  const [row] = await db
    .select({ profile: businessProfiles.businessName, business: organization.name })
    .from(organization)
    .leftJoin(businessProfiles, eq(businessProfiles.businessId, organization.id))
    .where(eq(organization.id, businessId));
  return row?.profile || row?.business || '';
}

const slugOf = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function buildOrganizerPacket(
  options: PacketDeps & {
    businessId: string;
    eventId: string;
    today: CalendarDate;
    /** The language of the member who asks for it (docs/decisions/0026). */
    i18n: I18n;
    maxDocumentBytes?: number;
    tooLargeMessage?: string;
  },
) {
  const { db, businessId, today, i18n } = options;
  const event = await findEvent(db, businessId, options.eventId);
  const ids = await options.eventPermitIds(businessId, event.id);
  const rows = await db
    .select({ permit: permits, category: permitCategories.name, vehicle: vehicles.name })
    .from(permits)
    .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(and(eq(permits.businessId, businessId), inArray(permits.id, ids)))
    .orderBy(sql`${permits.renewalDate} asc nulls last`, permits.name);
  const certificate =
    event.coiDocumentKey && event.coiDocumentType
      ? { name: event.coiDocumentName || i18n._('Certificate of insurance'), type: event.coiDocumentType }
      : null;
  const documentBytes =
    rows.reduce((total, { permit }) => total + (permit.documentKey ? (permit.documentSize ?? 0) : 0), 0) +
    (certificate ? (event.coiDocumentSize ?? 0) : 0);
  const maxDocumentBytes = options.maxDocumentBytes ?? PACKET_MAX_DOCUMENT_BYTES;
  if (documentBytes > maxDocumentBytes)
    throw new AppError(
      422,
      'PACKET_TOO_LARGE',
      options.tooLargeMessage ??
        /*i18n*/ "The documents of this event's permits come to more than {megabytes} MB, more than one packet holds.",
      { megabytes: maxDocumentBytes / MB },
    );
  const catalog = options.catalog();
  const packetPermits = rows.map((row) => toPacketPermit(row, catalog, today, i18n));
  const businessName = await businessNameOf(db, businessId);
  // pdf-lib and its fonts load with the first packet, not at start-up (docs/decisions/0028).
  const { buildOrganizerPacketPdf } = await import('./organizer-packet-pdf');
  const bytes = await buildOrganizerPacketPdf(
    {
      businessName,
      today,
      event,
      certificate,
      fleet: packetPermits.some((permit) => permit.vehicle !== null),
      permits: packetPermits,
    },
    (index) => readWhole(options.documents, rows[index]!.permit.documentKey, options.logger),
    () => readWhole(options.documents, event.coiDocumentKey, options.logger),
    i18n,
  );
  const name = [slugOf(businessName), slugOf(event.name)].filter(Boolean).join('-') || 'event';
  return { bytes, fileName: `${name}-packet.pdf`, event, businessName, permitCount: rows.length };
}

/**
 * E-mails the packet to the event's organiser through the mail integration (the dev outbox keeps it), with the
 * member as Reply-To, and logs it; answers the address. An event without the organiser's e-mail is refused before anything is
 * counted; the packets a business e-mails an hour are the compliance packet's limit, shared.
 */
export async function emailOrganizerPacket(
  options: PacketDeps & {
    mailer: Mailer;
    /** Takes one of the business's packet e-mails of the hour, or answers 429 (packet-http.ts). */
    takePacketEmail: (businessId: string) => Promise<void>;
    actor: Actor;
    eventId: string;
    today: CalendarDate;
    /** The language of the member who sends it, which the message and the PDF are written in. */
    i18n: I18n;
  },
) {
  const { db, actor, i18n } = options;
  const event = await findEvent(db, actor.businessId, options.eventId);
  const to = event.organizerEmail?.toLowerCase();
  if (!to)
    throw new AppError(
      400,
      'NO_ORGANIZER_EMAIL',
      /*i18n*/ "This event has no organizer e-mail. Add it to the event to e-mail the organizer's packet.",
    );
  await options.takePacketEmail(actor.businessId);
  const packet = await buildOrganizerPacket({
    ...options,
    businessId: actor.businessId,
    maxDocumentBytes: PACKET_MAX_EMAIL_BYTES,
    tooLargeMessage:
      /*i18n*/ "The documents of this event's permits come to more than {megabytes} MB, too large to e-mail. Download the packet and share it another way.",
  });
  const message = await organizerPacketEmail({
    to,
    business: packet.businessName || actor.email,
    event: packet.event,
    permitCount: packet.permitCount,
    hasCertificate: Boolean(packet.event.coiDocumentKey),
    attachment: { fileName: packet.fileName, contentType: 'application/pdf', content: packet.bytes },
    replyTo: actor.email,
    i18n,
  });
  await db.transaction(async (tx) => {
    try {
      // The dev outbox writes in this transaction; SMTP sends as it comes, and a refusal logs nothing.
      await options.mailer.send(message, { transaction: tx });
    } catch {
      throw new AppError(502, 'MAIL_FAILED', /*i18n*/ "The organizer's packet could not be e-mailed.");
    }
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'organizer_packet.emailed',
      subject: to,
      changes: [
        { field: 'event', before: null, after: packet.event.name },
        { field: 'permits', before: null, after: packet.permitCount },
      ],
    });
  });
  return to;
}
