import type { MailMessage } from '../integrations/mail/types';
import { renderBrandedEmail } from '../mail/branded-email';

export async function verificationEmail(to: string, url: string): Promise<MailMessage> {
  return {
    to,
    subject: 'Confirm your PermitPilot account',
    ...(await renderBrandedEmail({
      heading: 'Confirm your e-mail address',
      paragraphs: [
        'Thanks for signing up for PermitPilot. Confirm your e-mail address to finish creating your account and start tracking your permits.',
      ],
      action: { label: 'Confirm my e-mail', url },
      footnote: 'If you did not create a PermitPilot account, you can ignore this message.',
    })),
  };
}

export async function passwordResetEmail(to: string, url: string): Promise<MailMessage> {
  return {
    to,
    subject: 'Reset your PermitPilot password',
    ...(await renderBrandedEmail({
      heading: 'Reset your password',
      paragraphs: [
        'Someone asked to reset the password of your PermitPilot account. The link below works for one hour.',
      ],
      action: { label: 'Choose a new password', url },
      footnote: 'If you did not ask for this, ignore this message: your password stays as it is.',
    })),
  };
}
