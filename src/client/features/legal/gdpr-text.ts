import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './legal-document';

export const gdprCompliance: LegalDocument = {
  title: msg`GDPR Compliance`,
  summary: msg`PermitPilot is operated from the United States and built mainly for US businesses. When we process personal data of people in the European Economic Area, the United Kingdom or Switzerland, we follow the General Data Protection Regulation (GDPR) and its UK and Swiss equivalents. This page explains how. For the data in your account, PermitPilot is the controller.`,
  sections: [
    {
      heading: msg`Why we process your data, and on what legal basis`,
      blocks: [
        {
          list: [
            {
              term: msg`Running your account`,
              text: msg`storing your permits and documents, sending the reminders you set up, calendars and reports. Legal basis: performance of our contract with you (Article 6(1)(b)).`,
            },
            {
              term: msg`Text message alerts`,
              text: msg`sent only after you enter a phone number and turn them on. Legal basis: your consent (Article 6(1)(a)), which you can withdraw at any time in your alert settings or by replying STOP.`,
            },
            {
              term: msg`Security and improvement`,
              text: msg`server logs, protection against abuse and aggregated usage statistics. Legal basis: our legitimate interest in a secure, working service (Article 6(1)(f)).`,
            },
            {
              term: msg`Billing records`,
              text: msg`kept to meet tax and accounting law. Legal basis: legal obligation (Article 6(1)(c)).`,
            },
          ],
        },
        msg`The personal data involved, and how long we keep it, are described in our Privacy Policy.`,
      ],
    },
    {
      heading: msg`Your rights`,
      blocks: [
        msg`You have the right to:`,
        {
          list: [
            msg`access the personal data we hold about you and receive a copy of it;`,
            msg`have inaccurate data corrected;`,
            msg`have your data erased;`,
            msg`restrict or object to processing based on our legitimate interests;`,
            msg`receive your data in a structured, machine-readable format and move it to another service (portability);`,
            msg`withdraw your consent at any time, without affecting processing that took place before;`,
            msg`complain to the data protection authority where you live or work.`,
          ],
        },
      ],
    },
    {
      heading: msg`How to use your rights`,
      blocks: [
        {
          list: [
            {
              term: msg`Correct`,
              text: msg`edit your permits, business profile and reminder settings in the app.`,
            },
            {
              term: msg`Copy and move`,
              text: msg`signed-in users can download a copy of all their data in a machine-readable format from this page.`,
            },
            {
              term: msg`Erase`,
              text: msg`choose Close Account on the Account page. Your profile, permits, documents, settings and subscription are deleted immediately, and backup copies are overwritten within 30 days.`,
            },
          ],
        },
        msg`For any other request, write to us at the address below. We answer within one month, and may ask you to confirm your identity before acting on a request. Using your rights is free.`,
      ],
    },
    {
      heading: msg`Processors`,
      blocks: [
        msg`We use service providers for hosting and storage, email delivery, text message delivery, payments (Stripe), artificial intelligence features and, if you connect one, calendar synchronisation. Each acts on our instructions under a data processing agreement that requires it to protect your data and use it only to serve us. Our AI provider receives permit names, categories and locations, never your name, contact details or documents.`,
      ],
    },
    {
      heading: msg`International transfers`,
      blocks: [
        msg`Your data is stored and processed in the United States. Transfers from the European Economic Area, the United Kingdom and Switzerland rely on the EU-US Data Privacy Framework and its UK and Swiss extensions where the recipient is certified, and otherwise on the European Commission's Standard Contractual Clauses (with the UK Addendum), together with the security measures described below.`,
      ],
    },
    {
      heading: msg`Security`,
      blocks: [
        msg`Data is encrypted in transit, passwords are stored only as salted hashes, every request for records is checked against the signed-in account, documents can be downloaded only by their owner, repeated sign-in attempts are limited and access to production systems is restricted to the people who run the service.`,
      ],
    },
    {
      heading: msg`Personal data breaches`,
      blocks: [
        msg`If a breach puts your data at risk, we notify the competent supervisory authority within 72 hours of becoming aware of it where the GDPR requires, and tell you without undue delay if it is likely to result in a high risk to your rights.`,
      ],
    },
    {
      heading: msg`Automated decisions`,
      blocks: [
        msg`PermitPilot makes no decisions about you that have legal or similarly significant effects based solely on automated processing. Permit suggestions and requirement updates are recommendations that you are free to accept or ignore.`,
      ],
    },
  ],
  contactPrompt: msg`To use your rights or ask about data protection, write to us at`,
};
