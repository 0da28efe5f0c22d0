import type { I18n } from '@lingui/core';
import { formatCalendarDate } from '../../../shared/domain/formatting';
import { REPORT_STATUS_LABELS } from '../../../shared/domain/permit-status';
import { toLocale } from '../../../shared/i18n/locales';
import { eventDates, eventPlace, type PacketEvent } from './event-facts';
import { appendDocument, REASONS } from './packet-documents';
import { BRAND, MUTED, STATUS_COLOURS } from './packet-layout';
import { writePacket, type CoverParts, type PacketPermit, type ReadDocument } from './packet-pdf';
import { Writer } from './packet-writer';

/*
 * The organiser's packet as a PDF (docs/product/events.md#the-organisers-packet): a cover naming the event, its
 * dates and place, the business and what the packet holds; then the permits' pages with their documents, as the
 * compliance packet draws them; then the certificate of insurance.
 */

export type OrganizerPacketInput = {
  businessName: string;
  today: string;
  event: PacketEvent;
  certificate: { name: string; type: string } | null;
  /** Whether any permit is a vehicle's: then each permit's page names its own, or the whole business. */
  fleet: boolean;
  permits: PacketPermit[];
};

export function buildOrganizerPacketPdf(
  input: OrganizerPacketInput,
  readDocument: ReadDocument,
  readCertificate: () => Promise<Uint8Array | null>,
  i18n: I18n,
): Promise<Uint8Array> {
  const date = formatCalendarDate(input.today, toLocale(i18n.locale));
  const business = input.businessName;
  const event = input.event.name;
  return writePacket(input, readDocument, i18n, {
    title: i18n._("{event}: organizer's packet from {business}", { event, business }),
    author: business,
    footer: `${business} · ${event} · ${date} · PermitPilot`,
    write: async (parts) => {
      await appendCertificate(input, readCertificate, i18n, parts);
      writeCover(input, i18n, parts);
    },
  });
}

/** The certificate's page, then the certificate itself, after the permits. */
async function appendCertificate(
  input: OrganizerPacketInput,
  readCertificate: () => Promise<Uint8Array | null>,
  i18n: I18n,
  { pdf, fonts, footer, leftOut }: CoverParts,
) {
  if (!input.certificate) return;
  const title = i18n._('Certificate of insurance');
  const writer = new Writer(pdf, fonts, footer);
  writer.text(title, { size: 18, bold: true, gap: 6 });
  writer.rule();
  writer.field(i18n._('Event'), input.event.name);
  writer.field(
    i18n._('Document'),
    i18n._('{documentName} (on the following pages)', { documentName: input.certificate.name }),
  );
  const problem = await appendDocument(
    pdf,
    fonts,
    await readCertificate(),
    input.certificate,
    `${title}: ${input.certificate.name}`,
  );
  if (!problem) return;
  const reason = i18n._(REASONS[problem]);
  leftOut.push({ permit: title, document: input.certificate.name, reason });
  writer.text(i18n._('This document could not be included: {reason}.', { reason }), {
    color: STATUS_COLOURS.expired,
  });
}

/** The event, the business, and what the packet holds, with what could not be included. */
function writeCover(input: OrganizerPacketInput, i18n: I18n, { pdf, fonts, footer, leftOut }: CoverParts) {
  const locale = toLocale(i18n.locale);
  const cover = new Writer(pdf, fonts, footer, 0);
  cover.text('PermitPilot', { size: 11, bold: true, color: BRAND, gap: 8 });
  cover.text(i18n._("Organizer's Packet"), { size: 26, bold: true, gap: 6 });
  cover.text(input.event.name, { size: 16, gap: 4 });
  cover.text(eventDates(input.event, i18n), { color: MUTED, gap: 2 });
  cover.text(eventPlace(input.event), { color: MUTED, gap: 10 });
  if (input.businessName)
    cover.text(i18n._('From {business}', { business: input.businessName }), { bold: true, gap: 2 });
  cover.text(i18n._('Prepared {date}', { date: formatCalendarDate(input.today, locale) }), {
    color: MUTED,
    gap: 14,
  });
  cover.text(i18n._('In this packet'), { bold: true, gap: 6 });
  if (input.permits.length === 0) cover.text(i18n._('No permits'), { indent: 10, gap: 2 });
  for (const permit of input.permits) {
    const renewal = permit.renewalDate
      ? i18n._('renews {date}', { date: formatCalendarDate(permit.renewalDate, locale) })
      : i18n._('no renewal date');
    const name = permit.vehicle ? `${permit.name} — ${permit.vehicle}` : permit.name;
    const status = i18n._(REPORT_STATUS_LABELS[permit.status]);
    cover.text(`${name}: ${status}, ${renewal}`, { indent: 10, gap: 2 });
  }
  cover.text(
    input.certificate
      ? i18n._('Certificate of insurance: {documentName}', { documentName: input.certificate.name })
      : i18n._('Certificate of insurance: not on file'),
    { indent: 10, gap: 2 },
  );
  if (leftOut.length === 0) return;
  cover.rule();
  cover.text(i18n._('Documents that could not be included'), {
    bold: true,
    color: STATUS_COLOURS.expired,
    gap: 4,
  });
  for (const item of leftOut)
    cover.text(`${item.permit}: ${item.document}: ${item.reason}`, { indent: 10, gap: 2 });
}
