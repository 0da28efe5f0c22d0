import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './legal-document';

export const privacyPolicy: LegalDocument = {
  title: msg`Privacy Policy`,
  summary: msg`PermitPilot helps food trucks and other mobile businesses keep track of their permits and licences. This policy explains what personal information we collect when you visit our website or use the service, why we collect it, who we share it with and the choices you have. "PermitPilot", "we" and "us" mean the operator of the PermitPilot service.`,
  sections: [
    {
      heading: msg`Information we collect`,
      blocks: [
        msg`We collect only what we need to run the service for you:`,
        {
          list: [
            {
              term: msg`Account information`,
              text: msg`your email address and password. We store the password only as a salted one-way hash; nobody at PermitPilot can read it.`,
            },
            {
              term: msg`Business information`,
              text: msg`the business name, phone number, address and states you operate in, and whether you serve beer, wine or liquor, when you provide them.`,
            },
            {
              term: msg`Permit records`,
              text: msg`the names, issue and renewal dates, fees, cities, counties, states, notes and renewal links of your permits, and any documents you upload.`,
            },
            {
              term: msg`Reminder settings`,
              text: msg`the days on which you want reminders, the channels you choose and, for text alerts, your mobile phone number.`,
            },
            {
              term: msg`Billing information`,
              text: msg`our payment processor, Stripe, collects your card details directly. We never see or store your full card number; Stripe tells us your plan, subscription status and billing dates.`,
            },
            {
              term: msg`Technical information`,
              text: msg`your IP address, browser type, the pages and API addresses requested and the time of each request, recorded in our server logs.`,
            },
            {
              term: msg`Support messages`,
              text: msg`what you write to us and our replies.`,
            },
          ],
        },
      ],
    },
    {
      heading: msg`How we use your information`,
      blocks: [
        {
          list: [
            msg`To provide the service: storing your permits, working out which are due or expired, and showing your calendar and compliance reports.`,
            msg`To send the reminders you ask for by email and, if you turn them on, by text message.`,
            msg`To send service emails, such as account confirmation, password reset and subscription notices.`,
            msg`To take payments and manage your subscription.`,
            msg`To keep PermitPilot secure, for example by limiting repeated sign-in attempts and investigating abuse.`,
            msg`To answer your questions and fix problems you report.`,
            msg`To improve PermitPilot using aggregated statistics that do not identify you.`,
          ],
        },
        msg`We do not sell your personal information, we do not share it for targeted or cross-context behavioral advertising, and we do not use your permit records or documents to train artificial intelligence models.`,
      ],
    },
    {
      heading: msg`Who we share it with`,
      blocks: [
        msg`We share personal information only with service providers that help us run PermitPilot, under contracts that allow them to use it solely to provide their service to us:`,
        {
          list: [
            {
              term: msg`Hosting and storage providers`,
              text: msg`which run our servers, database, document storage and backups.`,
            },
            {
              term: msg`Email delivery provider`,
              text: msg`which delivers reminders and service emails to your inbox.`,
            },
            {
              term: msg`Text message provider`,
              text: msg`which receives your phone number and the text of each reminder in order to deliver it.`,
            },
            {
              term: msg`Stripe`,
              text: msg`which processes payments and hosts the checkout and billing portal pages.`,
            },
            {
              term: msg`Artificial intelligence provider`,
              text: msg`when you use AI-Powered Renewals, requirement monitoring or permit suggestions, we send the permit name and category, the state or city it applies to and the kind of business you run. We never send your name, email address, phone number or documents.`,
            },
            {
              term: msg`Calendar services`,
              text: msg`if you connect a calendar, the names and dates of your permits are sent to that calendar so that they appear there.`,
            },
          ],
        },
        msg`We may also disclose information when the law requires it, to protect the rights and safety of our users or of PermitPilot, or to a buyer or successor if PermitPilot is sold or merged, in which case this policy continues to apply to your information.`,
      ],
    },
    {
      heading: msg`Cookies`,
      blocks: [
        msg`PermitPilot uses a single session cookie to keep you signed in, and no advertising, analytics or tracking cookies. Our Cookie Policy explains the details.`,
      ],
    },
    {
      heading: msg`How long we keep it`,
      blocks: [
        msg`We keep your account and permit records for as long as your account is open. When you close your account from the Account page, your profile, permits, documents, reminder settings and subscription are deleted from our live systems at once, and the copies in our encrypted backups are overwritten within 30 days.`,
        msg`Server logs are kept for up to 30 days. Records of payments are kept by Stripe and by us for as long as tax and accounting law requires, usually seven years.`,
      ],
    },
    {
      heading: msg`How we protect it`,
      blocks: [
        msg`All traffic to PermitPilot is encrypted in transit. Passwords are hashed, every request for your records is checked against your signed-in account, uploaded documents can be downloaded only by their owner, and access to our systems is limited to the people who need it to run the service. No system is perfectly secure; if a breach affects your information we will tell you as the law requires.`,
      ],
    },
    {
      heading: msg`Your choices and rights`,
      blocks: [
        {
          list: [
            {
              term: msg`See and correct`,
              text: msg`you can view and edit your permits, profile and reminder settings in the app at any time.`,
            },
            {
              term: msg`Take a copy`,
              text: msg`you can download a copy of your data from our GDPR Compliance page, and export permit reports as CSV files.`,
            },
            {
              term: msg`Delete`,
              text: msg`you can close your account and delete all of its data from the Account page.`,
            },
            {
              term: msg`Stop messages`,
              text: msg`you can turn email or text reminders off in your alert settings, or reply STOP to any text message. Service emails about your account and billing cannot be turned off while the account is open.`,
            },
          ],
        },
        msg`Depending on where you live, including California and other US states with privacy laws, you may have the right to know what personal information we hold about you, to correct it, to delete it and not to be treated differently for using these rights. Write to us at the address below and we will answer within the time the law sets, usually 30 to 45 days. We may need to confirm your identity first. Visitors from the European Economic Area, the United Kingdom and Switzerland can find more on our GDPR Compliance page.`,
      ],
    },
    {
      heading: msg`Children`,
      blocks: [
        msg`PermitPilot is a tool for businesses and is not intended for anyone under 18. We do not knowingly collect personal information from children under 13; if we learn that we have, we delete it.`,
      ],
    },
    {
      heading: msg`Where your information is stored`,
      blocks: [
        msg`PermitPilot is operated from the United States and your information is stored and processed there. If you use PermitPilot from another country, you understand that your information will be transferred to the United States.`,
      ],
    },
    {
      heading: msg`Changes to this policy`,
      blocks: [
        msg`When we change this policy we update the date at the top of this page. If a change materially affects how we use your information, we will email you before it takes effect.`,
      ],
    },
  ],
  contactPrompt: msg`Questions about this policy or your information? Write to us at`,
};
