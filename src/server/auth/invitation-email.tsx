import { ROLE_LABELS, isRole } from '../../shared/domain/roles';
import type { MailMessage } from '../integrations/mail/types';
import { renderBrandedEmail } from '../mail/branded-email';
import { INVITATION_DAYS } from './invitation-days';

/** The invitation to join a business (docs/decisions/0018): names the business, the inviter and the role. */
export async function invitationEmail(options: {
  to: string;
  businessName: string;
  inviterEmail: string;
  role: string;
  url: string;
}): Promise<MailMessage> {
  const role = isRole(options.role) ? ROLE_LABELS[options.role] : options.role;
  return {
    to: options.to,
    subject: `Join ${options.businessName} on PermitPilot`,
    ...(await renderBrandedEmail({
      heading: `You're invited to ${options.businessName}`,
      paragraphs: [
        `${options.inviterEmail} invited you to join ${options.businessName} on PermitPilot as ${role}.`,
        `The invitation works for ${INVITATION_DAYS} days, once, for this e-mail address.`,
      ],
      action: { label: 'Open the invitation', url: options.url },
      footnote: 'If you did not expect this, you can ignore this message: nothing happens unless you accept.',
    })),
  };
}
