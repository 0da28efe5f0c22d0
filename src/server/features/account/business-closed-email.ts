import type { MailMessage } from '../../integrations/mail/types';
import { renderBrandedEmail } from '../../mail/branded-email';

/** To each member of a business whose owner closed their account (docs/decisions/0018). */
export async function businessClosedEmail(to: string, businessName: string): Promise<MailMessage> {
  return {
    to,
    subject: `${businessName} has left PermitPilot`,
    ...(await renderBrandedEmail({
      heading: `${businessName} has left PermitPilot`,
      paragraphs: [
        `The owner of ${businessName} closed their PermitPilot account, so the business and its permits, documents and reminders have been deleted.`,
        'Your own PermitPilot account stays as it is, with any other business you belong to.',
      ],
    })),
  };
}
