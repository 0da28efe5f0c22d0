import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as it reached the peer: the envelope's sender and recipients, and the message as sent. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP peer on loopback (docs/product/engineering.md#habit-9-tests-talk-to-real-things): what
 * nodemailer sends is what arrives in `received`. With `refuseRecipients` it refuses every recipient with
 * that reply, as a mail server does an unknown mailbox.
 */
export async function startSmtpPeer({ refuseRecipients }: { refuseRecipients?: string } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refuseRecipients === undefined ? null : new Error(refuseRecipients));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
