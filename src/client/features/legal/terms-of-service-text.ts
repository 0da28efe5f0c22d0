import { msg } from '@lingui/core/macro';
import { PLANS } from '@shared/domain/plans';
import type { LegalDocument } from './legal-document';

// The plans' figures, named for the translator: prices and limits come from PLANS, never from copy.
const freePrice = PLANS.free.priceDollars;
const freeLimit = PLANS.free.permitLimit;
const proPrice = PLANS.pro.priceDollars;
const period = PLANS.pro.period;

export const termsOfService: LegalDocument = {
  title: msg`Terms of Service`,
  summary: msg`These terms are the agreement between you and the operator of PermitPilot ("PermitPilot", "we", "us") for the use of the PermitPilot website and service. By creating an account or using PermitPilot you accept them. If you use PermitPilot for a business, you confirm that you may accept these terms on its behalf.`,
  sections: [
    {
      heading: msg`What PermitPilot does, and what it does not`,
      blocks: [
        msg`PermitPilot is an online tool to record your permits and licences, receive reminders before they expire, see your renewal dates on a calendar and produce compliance reports.`,
        msg`PermitPilot is not a government agency, a law firm or a licensing consultant. Requirement updates, suggested permits, renewal links and processing-time estimates are offered for convenience, may be incomplete or out of date, and are not legal advice. Always confirm requirements with the authority that issues the permit. You remain responsible for holding, renewing and complying with every permit and licence your business needs.`,
      ],
    },
    {
      heading: msg`Your account`,
      blocks: [
        msg`You must be at least 18 years old and give a valid email address that you confirm. Keep your password confidential; you are responsible for what happens under your account. Tell us at once if you believe someone else has used it.`,
      ],
    },
    {
      heading: msg`Plans, trials and payment`,
      blocks: [
        {
          list: [
            {
              term: msg`Free plan`,
              text: msg`costs $${freePrice} and lets you track up to ${freeLimit} permits with basic reminders.`,
            },
            {
              term: msg`Pro plan`,
              text: msg({
                comment:
                  "{period} is the plan's billing period as written in the code ('month'); its Spanish can choose by it",
                message: `costs $${proPrice} per ${period}, billed in advance through our payment processor, Stripe, and renews automatically each month until you cancel.`,
              }),
            },
            {
              term: msg`Free trials`,
              text: msg`when a trial is offered, its length is shown before you start it. You are not charged during the trial; unless you cancel before it ends, your subscription starts and your payment method is charged.`,
            },
            {
              term: msg`Cancelling`,
              text: msg`you can cancel at any time from the Account page. Cancellation takes effect at the end of the period you have paid for, and we do not refund partial months unless the law requires it.`,
            },
            {
              term: msg`Downgrading`,
              text: msg`your records are kept, but while you have more than ${freeLimit} permits on the Free plan you may need to remove some before adding new ones, and Pro features stop working.`,
            },
            {
              term: msg`Price changes`,
              text: msg`we will tell you by email at least 30 days before a new price applies to you, so that you can cancel first.`,
            },
            {
              term: msg`Taxes`,
              text: msg`prices do not include sales or similar taxes, which are added where they apply.`,
            },
          ],
        },
      ],
    },
    {
      heading: msg`Text message alerts`,
      blocks: [
        msg`By entering a mobile number and turning on text alerts, you agree to receive automated reminder texts from PermitPilot at that number. How often you receive them depends on your permits and reminder settings. Message and data rates may apply. Reply STOP to stop, or HELP for help. Mobile carriers are not liable for delayed or undelivered messages.`,
      ],
    },
    {
      heading: msg`Your content`,
      blocks: [
        msg`The permits, notes and documents you add remain yours. You give us permission to store, copy and process them only as needed to run PermitPilot for you, including through the service providers listed in our Privacy Policy. You are responsible for having the right to upload what you upload.`,
      ],
    },
    {
      heading: msg`Acceptable use`,
      blocks: [
        msg`You agree not to:`,
        {
          list: [
            msg`use PermitPilot for anything unlawful or to store content you have no right to share;`,
            msg`try to reach other users' data, probe or break our security, or get around plan limits;`,
            msg`overload the service, including with automated requests beyond normal use;`,
            msg`upload malware, or copy, resell or reverse-engineer the service;`,
            msg`impersonate anyone or misrepresent your connection with a business.`,
          ],
        },
      ],
    },
    {
      heading: msg`Availability and reminders`,
      blocks: [
        msg`We work to keep PermitPilot available and reminders on time, but we cannot guarantee uninterrupted service. Reminders travel through email and mobile networks that we do not control and may be delayed, filtered as spam or lost. Treat reminders as a safety net, not your only record of important dates. We may improve or change features; if a change significantly reduces what a paid plan includes, we will tell you in advance.`,
      ],
    },
    {
      heading: msg`Closing an account`,
      blocks: [
        msg`You can close your account at any time from the Account page; its data is then deleted as our Privacy Policy describes, so export anything you want to keep first. We may suspend or close an account that breaks these terms or is not paid, and we will give notice first where we reasonably can.`,
      ],
    },
    {
      heading: msg`Disclaimer`,
      blocks: [
        msg`PermitPilot is provided "as is" and "as available". To the extent the law allows, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement, and any warranty that information in the service is accurate or complete.`,
      ],
    },
    {
      heading: msg`Limitation of liability`,
      blocks: [
        msg`To the extent the law allows, PermitPilot is not liable for indirect, incidental, special or consequential losses, lost profits or revenue, or fines, penalties, closures or late fees resulting from an expired or missing permit. Our total liability for any claim about the service is limited to the greater of the amount you paid us in the 12 months before the claim and $100.`,
      ],
    },
    {
      heading: msg`Indemnity`,
      blocks: [
        msg`You agree to compensate us for claims by third parties arising from your content or from your breach of these terms, including reasonable legal costs.`,
      ],
    },
    {
      heading: msg`Disputes`,
      blocks: [
        msg`These terms are governed by the laws of the United States and of the state in which the operator of PermitPilot is established, without regard to conflict-of-law rules. Before starting any formal claim, please write to us so that we can try to resolve the problem informally within 30 days. Nothing in these terms removes rights you have as a consumer under the law of the place where you live.`,
      ],
    },
    {
      heading: msg`Changes and general terms`,
      blocks: [
        msg`We may update these terms. We will email you at least 30 days before a material change takes effect; continuing to use PermitPilot afterwards means you accept the new terms. These terms, together with our Privacy Policy and Cookie Policy, are the whole agreement between us. If a provision is found unenforceable, the rest remains in force, and not enforcing a provision is not a waiver of it.`,
      ],
    },
  ],
  contactPrompt: msg`Questions about these terms? Write to us at`,
};
