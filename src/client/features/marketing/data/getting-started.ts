import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Bell, ClipboardList, Radar, UserRound, type LucideIcon } from 'lucide-react';

export type GettingStartedStep = {
  title: MessageDescriptor;
  description: MessageDescriptor;
  action: { label: MessageDescriptor; to: string };
  icon: LucideIcon;
};

export type ProTip = { title: MessageDescriptor; text: MessageDescriptor };

// Four steps with these buttons and targets (docs/product/screens.md#getting-started-guide).
export const gettingStartedSteps: readonly GettingStartedStep[] = [
  {
    title: msg`Set up your business profile`,
    description: msg`Check your account details and plan so reminders reach the right inbox and your reports carry the right name.`,
    action: { label: msg`Complete Profile`, to: '/account' },
    icon: UserRound,
  },
  {
    title: msg`Add your permits and licences`,
    description: msg`Enter each permit with its renewal date, fee and issuing city, county and state. Attach a photo or PDF of the document if you have it to hand.`,
    action: { label: msg`Add Permits`, to: '/permit-setup' },
    icon: ClipboardList,
  },
  {
    title: msg`Choose how you are reminded`,
    description: msg`Pick the days before expiry you want to hear from us, and whether reminders come by email, text message or both.`,
    action: { label: msg`Setup Alerts`, to: '/alert-setup' },
    icon: Bell,
  },
  {
    title: msg`Keep an eye on your compliance`,
    description: msg`Your dashboard shows what is due soon, what is overdue and, on Pro, any change in the rules for the places you trade.`,
    action: { label: msg`Enable Monitoring`, to: '/dashboard' },
    icon: Radar,
  },
];

export const proTips: readonly ProTip[] = [
  {
    title: msg`Stack your reminders`,
    text: msg`Set reminders at 90, 60, 30 and 7 days before expiration by email and SMS, so a slow permit office never leaves you without a licence.`,
  },
  {
    title: msg`Start renewals early`,
    text: msg`Some permits take weeks to process and need an inspection first. Start as soon as the first reminder arrives rather than the last.`,
  },
  {
    title: msg`Save the renewal link`,
    text: msg`Store the official renewal page with each permit, so renewing is one tap from the reminder instead of a search through city websites.`,
  },
  {
    title: msg`Keep a report ready`,
    text: msg`Event organisers and inspectors often ask for proof of your permits. Export a compliance report before each event season.`,
  },
];
