import { PLANS } from '../../shared/domain/plans';
import type { Mailer } from '../integrations/mail/types';
import { renderBrandedEmail } from './branded-email';

/**
 * send-confirmation-email (spec §7): the welcome e-mail after onboarding, or the Pro confirmation. Mail
 * content two features send (business profile, and the site's test e-mail page), so it lives with the
 * e-mail layout rather than in either feature.
 */
export async function sendConfirmationEmail(options: {
  mailer: Mailer;
  appUrl: string;
  to: string;
  businessName?: string;
  plan: 'free' | 'pro';
}) {
  const plan = PLANS[options.plan];
  const greeting = options.businessName
    ? `Welcome to PermitPilot, ${options.businessName}!`
    : 'Welcome to PermitPilot!';
  const planLine =
    options.plan === 'pro'
      ? `You are on the ${plan.name} plan: unlimited permits and licenses, text message reminders and advanced reminder settings.`
      : `You are on the ${plan.name} plan: track up to ${PLANS.free.permitLimit} permits with e-mail reminders before every renewal.`;
  const content = await renderBrandedEmail({
    heading: greeting,
    paragraphs: [
      'Your business profile is saved.',
      planLine,
      'Next: add your permits with their renewal dates, and PermitPilot will remind you before each one is due.',
    ],
    action: { label: 'Open my dashboard', url: `${options.appUrl}/dashboard` },
    footnote: 'You receive this message because you set up a PermitPilot account with this address.',
  });
  await options.mailer.send({
    to: options.to,
    subject:
      options.plan === 'pro' ? 'Your PermitPilot Pro plan is ready' : 'Your PermitPilot account is ready',
    ...content,
  });
}
