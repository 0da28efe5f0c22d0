import type { I18n } from '@lingui/core';
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import type { ComplianceSummary } from '../../../shared/domain/compliance-summary';
import { formatCalendarDate, formatDollars } from '../../../shared/domain/formatting';
import { REPORT_STATUS_LABELS, type ReportStatus } from '../../../shared/domain/permit-status';
import { toLocale } from '../../../shared/i18n/locales';
import { WHOLE_BUSINESS } from '../../../shared/domain/compliance-csv';
import { appendImage, appendPdf, REASONS } from './packet-documents';
import { BRAND, MUTED, STATUS_COLOURS, type Fonts } from './packet-layout';
import { writeInspections, type PacketInspection } from './packet-inspections';
import { Writer } from './packet-writer';

/*
 * The compliance packet's PDF (docs/decisions/0024), drawn with pdf-lib (@pdfme/pdf-lib, the maintained
 * fork): a cover page with the business, the date and the four summary cards of the reports
 * (docs/product/permits.md#report-summary), one page per permit, and each permit's document after its page:
 * PDF pages merged as they are, a photo placed on a page of its own (packet-documents.ts). Text is laid out by
 * packet-layout.ts and written onto pages, a new one when one is full, by packet-writer.ts.
 */

export type PacketPermit = {
  name: string;
  /** The vehicle it licenses, by name; null for the whole business (docs/product/fleet.md#reports-by-vehicle). */
  vehicle: string | null;
  /** What an inspector asks for first; null where the owner gave none. */
  number: string | null;
  agency: string | null;
  status: ReportStatus;
  renewalDate: string | null;
  issueDate: string | null;
  cost: number | null;
  category: string | null;
  location: string | null;
  document: { name: string; type: string } | null;
  /** Its inspections, the latest first (docs/product/events.md#inspections). */
  inspections?: PacketInspection[];
};

export type PacketInput = {
  businessName: string;
  today: string;
  /** In the packet's language. */
  filterLabel: string;
  /** The vehicle filter's name, in the packet's language; null for all vehicles. */
  vehicleLabel: string | null;
  /** Whether the business has vehicles: then each permit's page names its own, or the whole business. */
  fleet: boolean;
  /** Over all of the business's permits, as the reports show it (docs/product/permits.md#report-summary). */
  summary: ComplianceSummary;
  totalPermits: number;
  permits: PacketPermit[];
};

/** Reads one permit's document, or null when the store no longer holds it. */
export type ReadDocument = (index: number) => Promise<Uint8Array | null>;

/** A document left out, and why, for the cover page. */
export type LeftOut = { permit: string; document: string; reason: string };

/** What a cover is written with: the packet so far, its fonts and footer, and the documents left out of it. */
export type CoverParts = { pdf: PDFDocument; fonts: Fonts; footer: string; leftOut: LeftOut[] };

/**
 * What a packet is titled and signed with, and its cover, written last and put first: the compliance packet's,
 * or an event organiser's (docs/product/events.md#the-organisers-packet), which adds the certificate of
 * insurance after the permits.
 */
export type PacketCover = {
  title: string;
  author: string;
  /** Each page's footer. */
  footer: string;
  write: (parts: CoverParts) => Promise<void>;
};

/** The compliance packet as PDF bytes, in the language of `i18n` (texts, dates, amounts). */
export const buildPacketPdf = (input: PacketInput, readDocument: ReadDocument, i18n: I18n) =>
  writePacket(input, readDocument, i18n, complianceCover(input, i18n));

/**
 * A packet as PDF bytes: a page per permit, each followed by its document, then the cover. Documents are read
 * one at a time and merged as they come, so only the packet being built is held, never every source file at
 * once; one that cannot be merged is named on the cover instead of failing the packet. The standard fonts'
 * WinAnsi covers Spanish.
 */
export async function writePacket(
  input: Pick<PacketInput, 'fleet' | 'permits'>,
  readDocument: ReadDocument,
  i18n: I18n,
  packetCover: PacketCover,
): Promise<Uint8Array> {
  const locale = toLocale(i18n.locale);
  const formatDate = (date: string) => formatCalendarDate(date, locale);
  const statusLabel = (status: ReportStatus) => i18n._(REPORT_STATUS_LABELS[status]);
  const notRecorded = i18n._('Not recorded');
  const wholeBusiness = i18n._(WHOLE_BUSINESS);
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const { footer } = packetCover;
  pdf.setTitle(packetCover.title);
  pdf.setAuthor(packetCover.author);
  pdf.setCreator('PermitPilot');
  pdf.setProducer('PermitPilot');

  const leftOut: LeftOut[] = [];
  for (const [index, permit] of input.permits.entries()) {
    const writer = new Writer(pdf, fonts, footer);
    writer.text(permit.name, { size: 18, bold: true, gap: 4 });
    writer.text(statusLabel(permit.status), {
      size: 12,
      bold: true,
      color: STATUS_COLOURS[permit.status],
      gap: 6,
    });
    writer.rule();
    if (input.fleet) writer.field(i18n._('Vehicle'), permit.vehicle ?? wholeBusiness);
    writer.field(i18n._('Permit number'), permit.number ?? notRecorded);
    writer.field(i18n._('Issuing agency'), permit.agency ?? notRecorded);
    writer.field(
      i18n._('Renewal date'),
      permit.renewalDate ? formatDate(permit.renewalDate) : i18n._('No renewal date'),
    );
    writer.field(i18n._('Start date'), permit.issueDate ? formatDate(permit.issueDate) : notRecorded);
    writer.field(i18n._('Cost'), permit.cost === null ? notRecorded : formatDollars(permit.cost, locale));
    writer.field(i18n._('Category'), permit.category ?? i18n._('General'));
    if (permit.location) writer.field(i18n._('Where'), permit.location);
    writer.field(
      i18n._('Document'),
      permit.document
        ? i18n._('{documentName} (on the following pages)', { documentName: permit.document.name })
        : i18n._('None on file'),
    );
    if (permit.inspections) writeInspections(writer, permit.inspections, i18n, formatDate);
    if (!permit.document) continue;
    const bytes = await readDocument(index);
    const problem =
      bytes === null
        ? 'missing'
        : permit.document.type === 'application/pdf'
          ? await appendPdf(pdf, bytes)
          : await appendImage(
              pdf,
              fonts,
              bytes,
              permit.document.type,
              `${permit.name}: ${permit.document.name}`,
            );
    if (problem) {
      const reason = i18n._(REASONS[problem]);
      leftOut.push({ permit: permit.name, document: permit.document.name, reason });
      writer.text(i18n._('This document could not be included: {reason}.', { reason }), {
        color: STATUS_COLOURS.expired,
      });
    }
  }

  await packetCover.write({ pdf, fonts, footer, leftOut });
  return pdf.save({ useObjectStreams: false });
}

function complianceCover(input: PacketInput, i18n: I18n): PacketCover {
  const date = formatCalendarDate(input.today, toLocale(i18n.locale));
  const businessName = input.businessName || i18n._('Compliance packet');
  return {
    title: i18n._('{businessName}: compliance packet, {date}', { businessName, date }),
    author: businessName,
    footer: `${businessName} · ${i18n._('Compliance packet')} · ${date} · PermitPilot`,
    write: async (parts) => writeComplianceCover(input, i18n, parts),
  };
}

/** The business, the report date, the four summary cards and the permits in the packet. */
function writeComplianceCover(input: PacketInput, i18n: I18n, { pdf, fonts, footer, leftOut }: CoverParts) {
  const locale = toLocale(i18n.locale);
  const formatDate = (date: string) => formatCalendarDate(date, locale);
  const statusLabel = (status: ReportStatus) => i18n._(REPORT_STATUS_LABELS[status]);
  const date = formatDate(input.today);
  const businessName = input.businessName || i18n._('Compliance packet');
  // The cover goes first, written last: it names the documents that could not be included.
  const cover = new Writer(pdf, fonts, footer, 0);
  cover.text('PermitPilot', { size: 11, bold: true, color: BRAND, gap: 8 });
  cover.text(i18n._('Compliance Packet'), { size: 26, bold: true, gap: 6 });
  cover.text(businessName, { size: 16, gap: 4 });
  cover.text(i18n._('Report date: {date}', { date }), {
    color: MUTED,
    gap: input.vehicleLabel ? 2 : 14,
  });
  if (input.vehicleLabel)
    cover.text(i18n._('Vehicle: {vehicle}', { vehicle: input.vehicleLabel }), { color: MUTED, gap: 14 });
  cover.cards([
    { label: i18n._('Total Permits'), value: String(input.summary.totalPermits) },
    { label: i18n._('Total Cost'), value: formatDollars(input.summary.totalCost, locale) },
    { label: i18n._('Needs Attention'), value: String(input.summary.needsAttention) },
    { label: i18n._('Compliant'), value: String(input.summary.compliant) },
  ]);
  const inThisPacket = { filter: input.filterLabel, count: input.permits.length, total: input.totalPermits };
  cover.text(
    input.totalPermits === 1
      ? i18n._('In this packet: {filter}, {count} of {total} permit', inThisPacket)
      : i18n._('In this packet: {filter}, {count} of {total} permits', inThisPacket),
    { bold: true, gap: 6 },
  );
  for (const permit of input.permits) {
    const renewal = permit.renewalDate
      ? i18n._('renews {date}', { date: formatDate(permit.renewalDate) })
      : i18n._('no renewal date');
    const name = permit.vehicle ? `${permit.name} — ${permit.vehicle}` : permit.name;
    cover.text(`${name}: ${statusLabel(permit.status)}, ${renewal}`, { indent: 10, gap: 2 });
  }
  if (leftOut.length > 0) {
    cover.rule();
    cover.text(i18n._('Documents that could not be included'), {
      bold: true,
      color: STATUS_COLOURS.expired,
      gap: 4,
    });
    for (const item of leftOut) {
      cover.text(`${item.permit}: ${item.document}: ${item.reason}`, { indent: 10, gap: 2 });
    }
  }
}
