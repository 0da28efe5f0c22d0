import type { I18n } from '@lingui/core';
import type { MailMessage } from '../integrations/mail/types';
import { renderBrandedEmail } from '../mail/branded-email';

/** The confirmation link of a new account, in the language of the account (`i18n`). */
export async function verificationEmail(to: string, url: string, i18n: I18n): Promise<MailMessage> {
  return {
    to,
    subject: i18n._('Confirm your PermitPilot account'),
    ...(await renderBrandedEmail({
      heading: i18n._('Confirm your e-mail address'),
      paragraphs: [
        i18n._(
          'Thanks for signing up for PermitPilot. Confirm your e-mail address to finish creating your account and start tracking your permits.',
        ),
      ],
      action: { label: i18n._('Confirm my e-mail'), url },
      footnote: i18n._('If you did not create a PermitPilot account, you can ignore this message.'),
      i18n,
    })),
  };
}

/** A password reset link, in the language of the account (`i18n`). */
export async function passwordResetEmail(to: string, url: string, i18n: I18n): Promise<MailMessage> {
  return {
    to,
    subject: i18n._('Reset your PermitPilot password'),
    ...(await renderBrandedEmail({
      heading: i18n._('Reset your password'),
      paragraphs: [
        i18n._(
          'Someone asked to reset the password of your PermitPilot account. The link below works for one hour.',
        ),
      ],
      action: { label: i18n._('Choose a new password'), url },
      footnote: i18n._('If you did not ask for this, ignore this message: your password stays as it is.'),
      i18n,
    })),
  };
}
