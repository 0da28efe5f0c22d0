import type { I18n } from '@lingui/core';
import type { MailAttachment, MailMessage } from '../../integrations/mail/types';
import { renderBrandedEmail } from '../../mail/branded-email';
import { eventDates, eventPlace, type PacketEvent } from './event-facts';

/**
 * The organiser's e-mail with the packet attached (docs/product/events.md#the-organisers-packet), in the
 * language of the member who sends it (docs/decisions/0026); the organiser's reply goes to that member.
 */
export async function organizerPacketEmail(options: {
  to: string;
  business: string;
  event: PacketEvent;
  permitCount: number;
  hasCertificate: boolean;
  attachment: MailAttachment;
  replyTo: string;
  i18n: I18n;
}): Promise<MailMessage> {
  const { business, event, i18n } = options;
  const count =
    options.permitCount === 1
      ? i18n._('1 permit')
      : i18n._('{count} permits', { count: options.permitCount });
  const facts = {
    business,
    event: event.name,
    dates: eventDates(event, i18n),
    place: eventPlace(event),
    count,
  };
  const heading = i18n._('Permits for {event} from {business}', facts);
  return {
    to: options.to,
    subject: heading,
    headers: { 'Reply-To': options.replyTo },
    attachments: [options.attachment],
    ...(await renderBrandedEmail({
      heading,
      paragraphs: [
        options.hasCertificate
          ? i18n._(
              '{business} sent you their packet for {event} ({dates}, {place}): {count} with their status, renewal dates and documents, and their certificate of insurance.',
              facts,
            )
          : i18n._(
              '{business} sent you their packet for {event} ({dates}, {place}): {count} with their status, renewal dates and documents.',
              facts,
            ),
        i18n._('The packet is attached as a PDF. Reply to this e-mail to reach them.'),
      ],
      footnote: i18n._("Sent by {email} through PermitPilot, which keeps food trucks' permits current.", {
        email: options.replyTo,
      }),
      i18n,
    })),
  };
}
