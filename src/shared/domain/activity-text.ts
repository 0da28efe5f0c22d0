import { format, parseISO } from 'date-fns';
import type { ActivityAction, ActivityChange, ActivityEvent } from '../contracts/activity';
import { formatCalendarDate, formatDollars } from './formatting';
import { PLANS } from './plans';
import { isRole, ROLE_LABELS } from './roles';

/*
 * The activity log in words (docs/decisions/0018): who did what to which subject, and each edited field as
 * 'field: before → after'.
 */

/** Who acted when the log names no member: the payment provider's changes of plan come from the system. */
export const SYSTEM_ACTOR = 'PermitPilot';

const VERBS: Record<ActivityAction, string> = {
  'permit.created': 'added the permit',
  'permit.updated': 'edited the permit',
  'permit.deleted': 'deleted the permit',
  'permit.renewed': 'renewed the permit',
  'document.uploaded': 'uploaded a document to',
  'document.removed': 'removed the document of',
  'business_profile.updated': 'updated the business profile',
  'plan.changed': 'changed the plan',
  'invitation.sent': 'invited',
  'invitation.resent': 'sent the invitation again to',
  'invitation.revoked': 'revoked the invitation of',
  'member.joined': 'joined the business',
  'member.role_changed': 'changed the role of',
  'member.removed': 'removed',
  'member.left': 'left the business',
  'ownership.transferred': 'transferred ownership to',
  'share_link.created': 'made a share link for',
  'share_link.revoked': 'revoked the share link for',
  'share_link.viewed': 'opened the share link for',
  'packet.emailed': 'e-mailed the compliance packet to',
};

/** Who opened a share link: nobody we know (docs/decisions/0024). */
export const VISITOR_ACTOR = 'A visitor';

/** The actions whose subject is the actor, or is said by the verb already. */
const WITHOUT_SUBJECT = new Set<ActivityAction>([
  'member.joined',
  'member.left',
  'business_profile.updated',
  'plan.changed',
]);

/** The actions whose only change the sentence already says ('as Manager', 'to b@example.com'). */
const CHANGES_IN_SENTENCE = new Set<ActivityAction>([
  'invitation.sent',
  'member.joined',
  'ownership.transferred',
]);

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  issueDate: 'Start date',
  renewalDate: 'Renewal date',
  cost: 'Cost',
  city: 'City',
  state: 'State',
  county: 'County',
  notes: 'Notes',
  renewalLink: 'Renewal link',
  category: 'Category',
  processingTimeDays: 'Processing days',
  document: 'Document',
  businessName: 'Business name',
  statesOperating: 'States operating',
  servesBeerWine: 'Serves beer or wine',
  servesLiquor: 'Serves liquor',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  tier: 'Plan',
  status: 'Status',
  role: 'Role',
  owner: 'Owner',
};

/** A field the log names in code ('processingTimeDays') in words, for fields added after this list. */
export function fieldLabel(field: string) {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/[_.]/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** One value before or after a change, as a reader says it; an empty one is 'none'. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'role' && isRole(value)) return ROLE_LABELS[value];
  if (field === 'cost' && typeof value === 'number') return formatDollars(value);
  if (field === 'tier' && (value === 'free' || value === 'pro')) return PLANS[value].name;
  // A subscription's state as the payment provider names it: 'past_due'.
  if (field === 'status' && typeof value === 'string') return value.replace(/_/g, ' ');
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return formatCalendarDate(value);
  if (typeof value === 'string' && INSTANT.test(value)) return formatWhen(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const changeText = (change: ActivityChange) =>
  `${fieldLabel(change.field)}: ${valueText(change.field, change.before)} → ${valueText(change.field, change.after)}`;

/** When, in the reader's time zone: 'Jun 3, 2026, 4:05 PM'. */
export const formatWhen = (iso: string) => format(parseISO(iso), 'MMM d, yyyy, h:mm a');

/** The sentence of one entry: 'owner@example.com edited the permit Health Permit'. */
export function activitySentence(event: ActivityEvent) {
  const actor = event.actorEmail ?? (event.action === 'share_link.viewed' ? VISITOR_ACTOR : SYSTEM_ACTOR);
  const parts = [actor, VERBS[event.action]];
  if (event.subject && !WITHOUT_SUBJECT.has(event.action)) parts.push(event.subject);
  const role = event.changes.find((change) => change.field === 'role')?.after;
  if ((event.action === 'invitation.sent' || event.action === 'member.joined') && isRole(role))
    parts.push(`as ${ROLE_LABELS[role]}`);
  return parts.join(' ');
}

/**
 * The lines under the sentence, one per edited field; a field whose value reads the same before and after
 * (an empty text where there was none) is left out.
 */
export const activityChanges = (event: ActivityEvent) =>
  CHANGES_IN_SENTENCE.has(event.action)
    ? []
    : event.changes
        .filter((change) => valueText(change.field, change.before) !== valueText(change.field, change.after))
        .map(changeText);
