import type { I18n } from '@lingui/core';
import { PLANS } from '../../shared/domain/plans';
import type { Mailer } from '../integrations/mail/types';
import { renderBrandedEmail } from './branded-email';

/**
 * send-confirmation-email (docs/product/api.md#calls-and-endpoints): the welcome e-mail after onboarding, or
 * the Pro confirmation. Mail content two features send (business profile, and the site's test e-mail page),
 * so it lives with the e-mail layout rather than in either feature. In the language of the request that asks
 * for it (`i18n`).
 */
export async function sendConfirmationEmail(options: {
  mailer: Mailer;
  appUrl: string;
  to: string;
  businessName?: string;
  plan: 'free' | 'pro';
  i18n: I18n;
}) {
  const { i18n } = options;
  const plan = i18n._(PLANS[options.plan].name);
  const greeting = options.businessName
    ? i18n._('Welcome to PermitPilot, {businessName}!', { businessName: options.businessName })
    : i18n._('Welcome to PermitPilot!');
  const planLine =
    options.plan === 'pro'
      ? i18n._(
          'You are on the {plan} plan: unlimited permits and licenses, text message reminders and advanced reminder settings.',
          { plan },
        )
      : i18n._(
          'You are on the {plan} plan: track up to {limit} permits with e-mail reminders before every renewal.',
          { plan, limit: PLANS.free.permitLimit },
        );
  const content = await renderBrandedEmail({
    heading: greeting,
    paragraphs: [
      i18n._('Your business profile is saved.'),
      planLine,
      i18n._(
        'Next: add your permits with their renewal dates, and PermitPilot will remind you before each one is due.',
      ),
    ],
    action: { label: i18n._('Open my dashboard'), url: `${options.appUrl}/dashboard` },
    footnote: i18n._('You receive this message because you set up a PermitPilot account with this address.'),
    i18n,
  });
  await options.mailer.send({
    to: options.to,
    subject:
      options.plan === 'pro'
        ? i18n._('Your PermitPilot Pro plan is ready')
        : i18n._('Your PermitPilot account is ready'),
    ...content,
  });
}
