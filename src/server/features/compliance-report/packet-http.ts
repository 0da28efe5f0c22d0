import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PACKET_EMAILS_PER_HOUR } from '../../../shared/contracts/sharing';
import type { Auth } from '../../auth/create-auth';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Mailer } from '../../integrations/mail/types';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';

/** What the packets' routes are built with, the compliance packet's and the organiser's. */
export type PacketRouteDeps = {
  db: Database;
  auth: Auth;
  documents: DocumentStore;
  catalog: () => Catalog;
  mailer: Mailer;
  logger: Logger;
};

/** A packet download's OpenAPI 200: the compliance packet's and the organiser's alike. */
export const packetPdfResponse = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: z.string() } },
};

/** A packet's PDF as a private download, saved under its file name. */
export function sendPacketPdf(c: Context, packet: { bytes: Uint8Array; fileName: string }) {
  return c.body(packet.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(packet.bytes.byteLength),
    'Content-Disposition': `attachment; filename="${packet.fileName}"`,
    'Cache-Control': 'private, no-store',
  });
}

/**
 * Takes one of the packets a business may e-mail in an hour, or answers 429: one limit for the compliance
 * packet and the organiser's alike (docs/product/events.md#the-organisers-packet), counted in the database so
 * that every instance shares it.
 */
export function packetEmailLimit(db: Database) {
  const limiter = createSlidingWindowLimiter({
    db,
    name: 'packet-email',
    max: PACKET_EMAILS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  return async (businessId: string) => {
    if (!(await limiter.tryTake(businessId)))
      throw new AppError(
        429,
        'RATE_LIMITED',
        /*i18n*/ 'This business has e-mailed {count} packets in the last hour. Try again later.',
        { count: PACKET_EMAILS_PER_HOUR },
      );
  };
}
