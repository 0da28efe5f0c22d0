import type { I18n } from '@lingui/core';
import { formatCalendarDate, formatDollars } from '../../../shared/domain/formatting';
import { toLocale } from '../../../shared/i18n/locales';
import { renderBrandedEmail } from '../../mail/branded-email';
import type { MailMessage } from '../../integrations/mail/types';
import type { EventRow } from './event-rows';

/**
 * The broker's e-mail asking for a certificate of insurance (docs/product/events.md#certificate-of-insurance):
 * the organiser as additional insured, by name and address, for the event's dates, with the owner's limits.
 * Written in the owner's language (docs/decisions/0026); the broker's reply goes to the owner.
 */
export async function insuranceRequestEmail(options: {
  event: EventRow;
  business: string;
  broker: { name: string; email: string };
  limits: { eachOccurrence: number; aggregate: number };
  replyTo: string;
  i18n: I18n;
}): Promise<MailMessage> {
  const { event, business, i18n } = options;
  const locale = toLocale(i18n.locale);
  const starts = formatCalendarDate(event.startsOn, locale);
  const ends = formatCalendarDate(event.endsOn, locale);
  const dates = event.startsOn === event.endsOn ? starts : i18n._('{starts} to {ends}', { starts, ends });
  const address = [event.address, event.city, event.stateCode].filter(Boolean).join(', ');
  const heading = i18n._('Certificate of insurance request from {business}', { business });
  const rendered = await renderBrandedEmail({
    heading,
    paragraphs: [
      i18n._('Hello {broker},', { broker: options.broker.name }),
      i18n._('{business} asks for a certificate of insurance for {event} ({dates}).', {
        business,
        event: event.name,
        dates,
      }),
      i18n._('Please name the organizer, {organizer}, {address}, as additional insured for those dates.', {
        organizer: event.organizer,
        address,
      }),
      i18n._('Limits: {eachOccurrence} each occurrence, {aggregate} aggregate.', {
        eachOccurrence: formatDollars(options.limits.eachOccurrence, locale),
        aggregate: formatDollars(options.limits.aggregate, locale),
      }),
      i18n._('Reply to this e-mail with the certificate to reach {business}.', { business }),
    ],
    footnote: i18n._("Sent by {email} through PermitPilot, which keeps food trucks' permits current.", {
      email: options.replyTo,
    }),
    i18n,
  });
  return {
    to: options.broker.email,
    subject: heading,
    headers: { 'Reply-To': options.replyTo },
    ...rendered,
  };
}
