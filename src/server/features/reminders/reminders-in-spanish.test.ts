import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '../../../shared/domain/calendar-dates';
import { formatCalendarDate } from '../../../shared/domain/formatting';
import { daysText } from '../../../shared/domain/permit-status';
import { user } from '../../db/schema';
import { i18nFor } from '../../i18n/i18n';
import type { ReminderJobs } from '../../jobs/reminder-jobs';
import { createSubscription } from '@tests/support/factories';
import { createFakeTwilio } from '@tests/support/fake-twilio';
import { interceptVendors } from '@tests/support/http-mocks';
import { ownerWithPermit, startTestReminderJobs, todayUtc } from '@tests/support/reminder-fixtures';
import { startSmtpPeer, type SmtpPeer } from '@tests/support/smtp-peer';
import { createTestApp, TEST_ORIGIN, type TestApp } from '@tests/support/test-app';

/*
 * Each member reads their reminders in their own language (user.locale, docs/decisions/0026), through the
 * real transports: a real SMTP peer on loopback and Twilio's API (faked at the HTTP level).
 */

const ACCOUNT_SID = 'AC00000000000000000000000000000026';
const AUTH_TOKEN = 'twilio-token-for-languages';
const twilio = createFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
interceptVendors(twilio);

let smtp: SmtpPeer;
let t: TestApp;
let jobs: ReminderJobs;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: twilio.apiBase,
    },
  });
  jobs = await startTestReminderJobs(t);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
  await smtp?.close();
});

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, `=XX` bytes read as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's value with its RFC 2047 encoded words decoded, as a mail app shows it. */
const decodeHeader = (value: string) =>
  value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** A message as it arrived over SMTP: its subject, and its plain-text and HTML parts decoded. */
function readMail(raw: string) {
  const [head] = raw.split(/\r?\n\r?\n/, 1) as [string];
  const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)![1]!);
  // Split at the message's own boundaries only: a quoted-printable line may well start with '--' ('<!--').
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const parts = boundaries.reduce(
    (pieces, boundary) => pieces.flatMap((piece) => piece.split(`\r\n--${boundary}`)),
    [raw],
  );
  const body = (type: string) => {
    const part = parts.find((candidate) => new RegExp(`^\r\nContent-Type: ${type}`, 'i').test(candidate))!;
    const separator = /\r?\n\r?\n/.exec(part.slice(2))!;
    const partHead = part.slice(2, separator.index + 2);
    const content = part.slice(separator.index + 2 + separator[0].length);
    if (/Content-Transfer-Encoding: base64/i.test(partHead))
      return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(partHead)) return fromQuotedPrintable(content);
    return content;
  };
  return { subject, text: body('text/plain'), html: body('text/html') };
}

async function until<T>(find: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mailTo = (email: string) =>
  until(() => smtp.received.find((mail) => mail.to.includes(email))).then((mail) => readMail(mail.raw));
const textTo = (phone: string) => until(() => twilio.accepted.find((text) => text.to === phone));

/** A Pro owner with text alerts on, a permit due in 5 days, and `locale` as their language. */
async function ownerSpeaking(locale: 'en' | 'es', phoneNumber: string) {
  const { owner, permit } = await ownerWithPermit(t, 5, { textAlerts: true, phoneNumber });
  await createSubscription(t.db, owner.id, 'pro');
  await t.db.update(user).set({ locale }).where(eq(user.id, owner.id));
  return { owner, permit };
}

describe('reminders in the member’s language', () => {
  it('mails and texts a Spanish-speaking owner in Spanish, and an English-speaking one in English, in one sweep', async () => {
    const spanish = await ownerSpeaking('es', '+15105550226');
    const english = await ownerSpeaking('en', '+15105550227');
    const due = addDaysTo(todayUtc(), 5);
    await jobs.sweep();

    const es = i18nFor('es');
    const spanishDate = formatCalendarDate(due, 'es');
    // es-US, as the glossary writes dates: '03 jun 2026'.
    expect(spanishDate).toMatch(/^\d{2} [a-z]{3,4}\.? \d{4}$/);
    const mail = await mailTo(spanish.owner.email);
    expect(mail.subject).toBe(`${spanish.permit.name} debe renovarse`);
    expect(mail.html).toMatch(/<html[^>]* lang="es"/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`Fecha de renovación: ${spanishDate}`);
      expect(part).toContain(daysText(5, es));
      expect(part).toContain('Costo: $425.50');
      expect(part).toContain('Inicie el trámite de renovación ahora');
      expect(part).toContain('Renovar a tiempo mantiene abierto su food truck.');
      expect(part).toContain('Abrir mi panel');
      expect(part).not.toMatch(/Renewal date|Mark as renewed|Unsubscribe|days left/);
    }
    expect(mail.text).toContain(`Marcar como renovado: ${TEST_ORIGIN}/dashboard?renew=${spanish.permit.id}`);
    expect(mail.text).toMatch(
      /Cancelar la suscripción a los correos de recordatorio: http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/,
    );
    expect(mail.text).toContain('PermitPilot — ');

    const text = await textTo('+15105550226');
    expect(text.body).toBe(
      `PermitPilot: renovación pendiente: ${spanish.permit.name} (${daysText(5, es)}). Responda STOP para no recibir más mensajes.`,
    );

    const englishMail = await mailTo(english.owner.email);
    expect(englishMail.subject).toBe(`${english.permit.name} is due for renewal`);
    expect(englishMail.html).toMatch(/<html[^>]* lang="en"/);
    expect(englishMail.text).toContain(`Renewal date: ${formatCalendarDate(due)} · 5 days left`);
    expect(englishMail.text).toContain('Cost: $425.50');
    expect(englishMail.text).toContain('Unsubscribe from reminder e-mails: ');
    expect(englishMail.text).toContain('PermitPilot — permits and licences, always on time.');
    expect((await textTo('+15105550227')).body).toBe(
      `PermitPilot: renewal due: ${english.permit.name} (5 days left). Reply STOP to opt out.`,
    );
  });

  it('opens the unsubscribe page of a Spanish-speaking owner’s e-mail in Spanish, before and after', async () => {
    const spanish = await ownerSpeaking('es', '+15105550228');
    await jobs.sweep();
    const mail = await mailTo(spanish.owner.email);
    const link = new URL(
      mail.text.match(/Cancelar la suscripción a los correos de recordatorio: (\S+)/)![1]!,
    );
    const page = await (await t.request(link.pathname + link.search)).text();
    expect(page).toMatch(/<html[^>]* lang="es"/);
    expect(page).toContain('¿Dejar de recibir correos de recordatorio?');
    expect(page).toContain('Cancelar suscripción</button>');
    expect(page).not.toMatch(/Stop reminder|Unsubscribe</);
    const done = await (await t.request(link.pathname + link.search, { method: 'POST' })).text();
    expect(done).toContain('Canceló la suscripción');
    expect(done).toContain('Configuración de alertas');
  });
});
