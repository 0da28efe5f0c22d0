import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './legal-document';

export const cookiePolicy: LegalDocument = {
  title: msg`Cookie Policy`,
  summary: msg`This policy explains the cookies and similar browser storage that PermitPilot uses. In short: one session cookie that keeps you signed in, and nothing that tracks you or shows you advertising.`,
  sections: [
    {
      heading: msg`What cookies are`,
      blocks: [
        msg`A cookie is a small text file that a website asks your browser to store and send back with later requests. Browsers also offer "local storage", which lets a website keep small values on your device without sending them with every request.`,
      ],
    },
    {
      heading: msg`The cookie we use`,
      blocks: [
        msg`PermitPilot sets one strictly necessary cookie, and only once you sign in:`,
        {
          list: [
            {
              term: msg`Session cookie`,
              text: msg`named better-auth.session_token (or __Secure-better-auth.session_token on secure connections). It holds a random identifier that tells our server which signed-in account a request belongs to. Scripts cannot read it, it is sent only to PermitPilot over encrypted connections, it lasts up to 30 days and is extended while you keep using PermitPilot, and signing out deletes it.`,
            },
          ],
        },
        msg`Because this cookie is needed to provide the service you asked for, it does not require your consent, and PermitPilot shows no cookie banner.`,
      ],
    },
    {
      heading: msg`Cookies we do not use`,
      blocks: [
        msg`We do not use analytics, advertising, social media or other third-party cookies on PermitPilot, we do not embed tracking pixels or scripts from other companies, and we do not follow you across other websites.`,
      ],
    },
    {
      heading: msg`Values kept in your browser`,
      blocks: [
        msg`A few values are kept in your browser's local storage so that the app remembers your progress on this device:`,
        {
          list: [
            {
              term: 'businessProfile',
              text: msg`a draft of your business profile while you sign up. It is removed once the profile is saved to your account.`,
            },
            {
              term: 'selectedPlan',
              text: msg`the plan you picked before creating your account. It is removed once your profile is saved.`,
            },
            {
              term: 'hiddenPermitSuggestions',
              text: msg`the permit suggestions you dismissed, so that they stay hidden.`,
            },
          ],
        },
        msg`These values are not used to track you. You can delete them at any time by clearing your browser's site data for PermitPilot.`,
      ],
    },
    {
      heading: msg`Pages run by our partners`,
      blocks: [
        msg`When you pay, change your payment method or cancel a subscription, you are taken to checkout and billing pages hosted by Stripe, which sets its own cookies to process payments and prevent fraud. If you connect a Google calendar, you sign in on Google's own pages. Those cookies are governed by Stripe's and Google's policies.`,
      ],
    },
    {
      heading: msg`Managing cookies`,
      blocks: [
        msg`You can see and delete cookies in your browser's settings, and block them altogether. If you block the session cookie, you can still read our public pages but you will not be able to sign in.`,
      ],
    },
    {
      heading: msg`Changes to this policy`,
      blocks: [
        msg`If we ever want to use a cookie that is not strictly necessary, we will update this policy first and ask for your consent before setting it.`,
      ],
    },
  ],
  contactPrompt: msg`Questions about cookies on PermitPilot? Write to us at`,
};
