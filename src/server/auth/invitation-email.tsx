import type { I18n } from '@lingui/core';
import { ROLE_LABELS, isRole } from '../../shared/domain/roles';
import type { MailMessage } from '../integrations/mail/types';
import { renderBrandedEmail } from '../mail/branded-email';
import { INVITATION_DAYS } from './invitation-days';

/**
 * The invitation to join a business (docs/decisions/0018): names the business, the inviter and the role. In the
 * inviter's language (`i18n`): the invitee may have no account, so no language of their own yet.
 */
export async function invitationEmail(options: {
  to: string;
  businessName: string;
  inviterEmail: string;
  role: string;
  url: string;
  i18n: I18n;
}): Promise<MailMessage> {
  const { i18n, businessName } = options;
  const role = isRole(options.role) ? i18n._(ROLE_LABELS[options.role]) : options.role;
  return {
    to: options.to,
    subject: i18n._('Join {businessName} on PermitPilot', { businessName }),
    ...(await renderBrandedEmail({
      heading: i18n._("You're invited to {businessName}", { businessName }),
      paragraphs: [
        i18n._('{inviterEmail} invited you to join {businessName} on PermitPilot as {role}.', {
          inviterEmail: options.inviterEmail,
          businessName,
          role,
        }),
        i18n._('The invitation works for {days} days, once, for this e-mail address.', {
          days: INVITATION_DAYS,
        }),
      ],
      action: { label: i18n._('Open the invitation'), url: options.url },
      footnote: i18n._(
        'If you did not expect this, you can ignore this message: nothing happens unless you accept.',
      ),
      i18n,
    })),
  };
}
