import type { Transaction } from '../../db/client';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
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
