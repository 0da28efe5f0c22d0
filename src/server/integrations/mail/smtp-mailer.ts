import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './types';

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: `SMTP (${new URL(options.url).host})`,
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.fileName,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content),
        })),
      });
    },
    async close() {
      transport.close();
    },
  };
}
