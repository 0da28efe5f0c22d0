export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export interface Mailer {
  /** Which implementation is active, for the start-up log. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
