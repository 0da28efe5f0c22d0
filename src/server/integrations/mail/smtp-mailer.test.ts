import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBrandedEmail } from '../../mail/branded-email';
import { startSmtpPeer, type SmtpPeer } from '@tests/support/smtp-peer';
import { createSmtpMailer } from './smtp-mailer';
import { PDF_WITH_EVERY_BYTE } from '@tests/support/pdf-files';

// A real SMTP peer on loopback (docs/product/engineering.md#habit-9-tests-talk-to-real-things).
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer();
});

afterAll(() => peer.close());

describe('SMTP mailer', () => {
  it('delivers a branded message with HTML and plain-text parts to a real SMTP server', async () => {
    const mailer = createSmtpMailer({ url: peer.url, from: 'PermitPilot <no-reply@permitpilot.test>' });
    const content = await renderBrandedEmail({
      heading: 'Confirm your e-mail address',
      paragraphs: ['Welcome aboard.'],
      action: { label: 'Confirm', url: 'http://localhost:3000/api/auth/verify-email?token=abc' },
    });
    await mailer.send({
      to: 'owner@taco-truck.example',
      subject: 'Confirm your PermitPilot account',
      ...content,
    });
    await mailer.close?.();

    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail!.from).toBe('no-reply@permitpilot.test');
    expect(mail!.to).toEqual(['owner@taco-truck.example']);
    expect(mail!.raw).toContain('Subject: Confirm your PermitPilot account');
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail!.raw).toContain('PermitPilot');
  });

  it('sends an attachment as its own part, named and with its exact bytes', async () => {
    const mailer = createSmtpMailer({ url: peer.url, from: 'no-reply@permitpilot.test' });
    const pdf = Buffer.from(PDF_WITH_EVERY_BYTE);
    await mailer.send({
      to: 'organiser@street-food-fair.example',
      subject: 'Compliance packet',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      attachments: [{ fileName: 'Compliance packet.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await mailer.close?.();

    const mail = peer.received.find((candidate) =>
      candidate.to.includes('organiser@street-food-fair.example'),
    );
    const part = mail?.raw
      .split(/\r?\n--[^\r\n]+\r?\n/)
      .find((candidate) => /Content-Disposition: attachment/i.test(candidate));
    expect(part).toBeDefined();
    const [head, body] = part!.split(/\r?\n\r?\n/, 2) as [string, string];
    expect(head).toMatch(/Content-Type: application\/pdf/i);
    expect(head).toMatch(/filename="?Compliance packet\.pdf"?/);
    expect(head).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(Buffer.from(body.split(/\r?\n--/)[0]!.replace(/\s/g, ''), 'base64')).toEqual(pdf);
  });

  it('reports a refused delivery as an error', async () => {
    const refusing = await startSmtpPeer({ refuseRecipients: 'Mailbox unavailable' });
    const mailer = createSmtpMailer({ url: refusing.url, from: 'no-reply@permitpilot.test' });
    await expect(
      mailer.send({ to: 'nobody@example.com', subject: 'x', text: 'x', html: '<p>x</p>' }),
    ).rejects.toThrow(/Mailbox unavailable/);
    await mailer.close?.();
    await refusing.close();
  });
});
