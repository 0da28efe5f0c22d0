import type { I18n } from '@lingui/core';
import type { MailMessage } from '../../integrations/mail/types';
import { renderBrandedEmail } from '../../mail/branded-email';

/** To each member of a business whose owner closed their account (docs/decisions/0018), in their language. */
export async function businessClosedEmail(
  to: string,
  businessName: string,
  i18n: I18n,
): Promise<MailMessage> {
  const heading = i18n._('{businessName} has left PermitPilot', { businessName });
  return {
    to,
    subject: heading,
    ...(await renderBrandedEmail({
      heading,
      paragraphs: [
        i18n._(
          'The owner of {businessName} closed their PermitPilot account, so the business and its permits, documents and reminders have been deleted.',
          { businessName },
        ),
        i18n._('Your own PermitPilot account stays as it is, with any other business you belong to.'),
      ],
      i18n,
    })),
  };
}
