import type { Transaction } from '../../db/client';

/**
 * A file sent with a message, such as a compliance packet PDF (docs/decisions/0024). `fileName` is the name
 * the recipient sees, already clean (no path, no control characters); `contentType` is what the content is,
 * not what the name suggests.
 */
export type MailAttachment = { fileName: string; contentType: string; content: Uint8Array };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Sent in this order; the dev outbox keeps them with the message and offers each for download. */
  attachments?: MailAttachment[];
};

export type SendOptions = {
  /**
   * The database transaction the send belongs to. A transport that stores its messages (the dev outbox)
   * writes inside it, so the message exists exactly when the transaction that records it commits.
   */
  transaction?: Transaction;
};

export interface Mailer {
  /** Which implementation is active, for the start-up log. */
  readonly name: string;
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close?(): Promise<void>;
}
