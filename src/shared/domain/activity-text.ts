import type { I18n } from '@lingui/core';
import { isSellingPlace, SELLING_PLACE_LABELS, type SellingPlace } from './selling-places';
import type { ActivityAction, ActivityChange, ActivityEvent } from '../contracts/activity';
import { INSPECTION_RESULT_LABELS, isInspectionResult } from './inspection-results';
import { INTL_LOCALE, toLocale, type Locale } from '../i18n/locales';
import { formatCalendarDate, formatDollars, formatLongDate } from './formatting';
import { categoryName } from './permit-categories';
import { permitLabel } from './permit-label';
import { PLANS } from './plans';
import { isRole, ROLE_LABELS } from './roles';

/*
 * The activity log in words (docs/decisions/0018): who did what to which subject, and each edited field as
 * 'field: before → after', in `i18n`'s language (docs/decisions/0026). The sentence is the actor, the verb
 * and its subject in that order in every language we speak; the subject (a permit's name, an address) and
 * the values people typed are never translated.
 */

/** Who acted when the log names no member: the payment provider's changes of plan come from the system. */
export const SYSTEM_ACTOR = 'PermitPilot';

const VERBS: Record<ActivityAction, string> = {
  'permit.created': /*i18n*/ 'added the permit',
  'permit.updated': /*i18n*/ 'edited the permit',
  'permit.deleted': /*i18n*/ 'deleted the permit',
  'permit.renewed': /*i18n*/ 'renewed the permit',
  'document.uploaded': /*i18n*/ 'uploaded a document to',
  'document.removed': /*i18n*/ 'removed the document of',
  'business_profile.updated': /*i18n*/ 'updated the business profile',
  'plan.changed': /*i18n*/ 'changed the plan',
  'invitation.sent': /*i18n*/ 'invited',
  'invitation.resent': /*i18n*/ 'sent the invitation again to',
  'invitation.revoked': /*i18n*/ 'revoked the invitation of',
  'member.joined': /*i18n*/ 'joined the business',
  'member.role_changed': /*i18n*/ 'changed the role of',
  'member.removed': /*i18n*/ 'removed',
  'member.left': /*i18n*/ 'left the business',
  'ownership.transferred': /*i18n*/ 'transferred ownership to',
  'share_link.created': /*i18n*/ 'made a share link for',
  'share_link.revoked': /*i18n*/ 'revoked the share link for',
  'share_link.viewed': /*i18n*/ 'opened the share link for',
  'packet.emailed': /*i18n*/ 'e-mailed the compliance packet to',
  'organizer_packet.emailed': /*i18n*/ "e-mailed the organizer's packet to",
  'vehicle.created': /*i18n*/ 'added the vehicle',
  'vehicle.updated': /*i18n*/ 'edited the vehicle',
  'vehicle.archived': /*i18n*/ 'archived the vehicle',
  'vehicle.restored': /*i18n*/ 'restored the vehicle',
  'member.vehicles_changed': /*i18n*/ 'changed the vehicles of',
  'inspection.added': /*i18n*/ 'added an inspection of',
  'inspection.updated': /*i18n*/ 'edited an inspection of',
  'inspection.deleted': /*i18n*/ 'deleted an inspection of',
  'inspection.report_uploaded': /*i18n*/ 'uploaded an inspection report to',
  'inspection.report_removed': /*i18n*/ 'removed an inspection report of',
  'event.created': /*i18n*/ 'added the event',
  'event.updated': /*i18n*/ 'edited the event',
  'event.deleted': /*i18n*/ 'deleted the event',
  'event.line_marked': /*i18n*/ 'marked not needed at the event',
  'event.line_unmarked': /*i18n*/ 'took back a line marked not needed at the event',
  'event.certificate_requested': /*i18n*/ 'asked the broker for a certificate of insurance for the event',
  'event.certificate_uploaded': /*i18n*/ 'uploaded the certificate of insurance for the event',
  'event.certificate_removed': /*i18n*/ 'removed the certificate of insurance of the event',
};

/**
 * The readiness lines a mark names by key rather than by a permit's name (docs/product/events.md#readiness),
 * in words, as the events screen calls them.
 */
const EVENT_LINES: Record<string, string> = {
  reciprocity: /*i18n*/ 'Your licence there',
  insurance: /*i18n*/ 'Certificate of insurance',
  'organizer-deadline': /*i18n*/ "Organizer's application deadline",
};

/** The actions about a vehicle itself: their subject is the vehicle's name already. */
const VEHICLE_ACTIONS = new Set<ActivityAction>([
  'vehicle.created',
  'vehicle.updated',
  'vehicle.archived',
  'vehicle.restored',
]);

/** Who opened a share link: nobody we know (docs/decisions/0024). Marked: `i18n._(VISITOR_ACTOR)`. */
export const VISITOR_ACTOR = /*i18n*/ 'A visitor';

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
  name: /*i18n*/ 'Name',
  issueDate: /*i18n*/ 'Start date',
  renewalDate: /*i18n*/ 'Renewal date',
  cost: /*i18n*/ 'Cost',
  city: /*i18n*/ 'City',
  state: /*i18n*/ 'State',
  stateCode: /*i18n*/ 'State code',
  county: /*i18n*/ 'County',
  notes: /*i18n*/ 'Notes',
  permitNumber: /*i18n*/ 'Permit number',
  issuingAgency: /*i18n*/ 'Issuing agency',
  renewalLink: /*i18n*/ 'Renewal link',
  category: /*i18n*/ 'Category',
  processingTimeDays: /*i18n*/ 'Processing days',
  document: /*i18n*/ 'Document',
  businessName: /*i18n*/ 'Business name',
  statesOperating: /*i18n*/ 'States operating',
  servesBeerWine: /*i18n*/ 'Serves beer or wine',
  servesLiquor: /*i18n*/ 'Serves liquor',
  sellsAt: /*i18n*/ 'Sells at',
  carriesPropane: /*i18n*/ 'Carries propane',
  phone: /*i18n*/ 'Phone',
  email: /*i18n*/ 'Email',
  address: /*i18n*/ 'Address',
  tier: /*i18n*/ 'Plan',
  status: /*i18n*/ 'Status',
  role: /*i18n*/ 'Role',
  owner: /*i18n*/ 'Owner',
  /** A share link's expiry, and the number of permits in an e-mailed packet. */
  expires: /*i18n*/ 'Expires',
  permits: /*i18n*/ 'Permits',
  /** A vehicle's own fields, and the vehicle a permit belongs to (docs/product/fleet.md). */
  vehicle: /*i18n*/ 'Vehicle',
  vehicles: /*i18n*/ 'Vehicles',
  kind: /*i18n*/ 'Type',
  plate: /*i18n*/ 'Plate',
  vin: /*i18n*/ 'VIN',
  commissary: /*i18n*/ 'Commissary',
  /** An inspection's own fields (docs/product/events.md#inspections). */
  scheduledOn: /*i18n*/ 'Inspection date',
  agency: /*i18n*/ 'Agency',
  result: /*i18n*/ 'Result',
  reinspectionOn: /*i18n*/ 'Re-inspection date',
  report: /*i18n*/ 'Report document',
  /** An event's own fields (docs/product/events.md#fields). */
  organizer: /*i18n*/ 'Organizer',
  organizerEmail: /*i18n*/ 'Organizer e-mail',
  startsOn: /*i18n*/ 'Starts',
  endsOn: /*i18n*/ 'Ends',
  applicationDeadline: /*i18n*/ 'Application deadline',
  boothFee: /*i18n*/ 'Booth fee',
  event: /*i18n*/ 'Event',
};

/** A subscription's state as the payment provider names it ('past_due'), in words. */
const SUBSCRIPTION_STATES: Record<string, string> = {
  none: /*i18n*/ 'none',
  trialing: /*i18n*/ 'trialing',
  active: /*i18n*/ 'active',
  past_due: /*i18n*/ 'past due',
  canceled: /*i18n*/ 'canceled',
};

/**
 * A field the log names in code ('processingTimeDays') in words; a field added after this list in English
 * words made from its name.
 */
export function fieldLabel(field: string, i18n: I18n) {
  if (Object.hasOwn(FIELD_LABELS, field)) return i18n._(FIELD_LABELS[field]!);
  const words = field
    .replace(/[_.]/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An empty value, agreeing with its field where a language needs it (Spanish: 'Notas: ninguna', 'Costo:
 * ninguno'): one branch per field the log writes, so that a translation can word each.
 */
const NONE =
  /*i18n*/ '{field, select, name {none} issueDate {none} renewalDate {none} cost {none} city {none} state {none} stateCode {none} county {none} notes {none} permitNumber {none} issuingAgency {none} renewalLink {none} category {none} processingTimeDays {none} document {none} businessName {none} statesOperating {none} phone {none} email {none} address {none} other {none}}';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** One value before or after a change, as a reader says it; an empty one is 'none'. */
export function valueText(field: string, value: unknown, i18n: I18n): string {
  const locale = toLocale(i18n.locale);
  const none = () => i18n._(NONE, { field });
  if (value === null || value === undefined || value === '') return none();
  if (Array.isArray(value))
    return value.length === 0
      ? none()
      : value
          .map((item) =>
            isSellingPlace(String(item)) ? i18n._(SELLING_PLACE_LABELS[item as SellingPlace]) : String(item),
          )
          .join(', ');
  if (typeof value === 'boolean') return value ? i18n._('Yes') : i18n._('No');
  if (field === 'role' && isRole(value)) return i18n._(ROLE_LABELS[value]);
  if ((field === 'cost' || field === 'boothFee') && typeof value === 'number')
    return formatDollars(value, locale);
  if (field === 'tier' && (value === 'free' || value === 'pro')) return i18n._(PLANS[value].name);
  if (field === 'category' && typeof value === 'string') return categoryName(value, i18n);
  if (field === 'result' && isInspectionResult(value)) return i18n._(INSPECTION_RESULT_LABELS[value]);
  // A share link that never expires.
  if (field === 'expires' && value === 'never') return i18n._('never');
  if (field === 'status' && typeof value === 'string') {
    return Object.hasOwn(SUBSCRIPTION_STATES, value)
      ? i18n._(SUBSCRIPTION_STATES[value]!)
      : value.replace(/_/g, ' ');
  }
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return formatCalendarDate(value, locale);
  if (typeof value === 'string' && INSTANT.test(value)) return formatWhen(value, i18n);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'Cost: $400.00 → $425.50'. */
export const changeText = (change: ActivityChange, i18n: I18n) =>
  `${fieldLabel(change.field, i18n)}: ${valueText(change.field, change.before, i18n)} → ${valueText(change.field, change.after, i18n)}`;

const times = new Map<Locale, Intl.DateTimeFormat>();

/** The hour and minute of an instant in the reader's time zone: 'h:mm a' in English ('4:05 PM'). */
function timeOfDay(instant: Date, locale: Locale) {
  if (locale === 'en') {
    const hours = instant.getHours();
    const minutes = String(instant.getMinutes()).padStart(2, '0');
    return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  }
  let format = times.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit' });
    times.set(locale, format);
  }
  return format.format(instant);
}

/**
 * When, in the reader's time zone and `i18n`'s language: 'Jun 3, 2026, 4:05 PM', '3 jun 2026, 4:05 p.m.'.
 * An ISO instant, as the API writes it; anything else throws a RangeError.
 */
export function formatWhen(iso: string, i18n: I18n) {
  const locale = toLocale(i18n.locale);
  const day = formatLongDate(iso, locale);
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid time value');
  return `${day}, ${timeOfDay(instant, locale)}`;
}

/** The sentence of one entry: 'owner@example.com edited the permit Health Permit'. */
export function activitySentence(event: ActivityEvent, i18n: I18n) {
  const actor =
    event.actorEmail ?? (event.action === 'share_link.viewed' ? i18n._(VISITOR_ACTOR) : SYSTEM_ACTOR);
  const parts = [actor, i18n._(VERBS[event.action])];
  // A vehicle's permit is named with its vehicle, as reminders name it: 'Health Permit — Truck 2'.
  const ofVehicle = !VEHICLE_ACTIONS.has(event.action) && event.action !== 'member.vehicles_changed';
  if (event.subject && !WITHOUT_SUBJECT.has(event.action))
    parts.push(ofVehicle ? permitLabel(event.subject, event.vehicleName) : event.subject);
  const role = event.changes.find((change) => change.field === 'role')?.after;
  if ((event.action === 'invitation.sent' || event.action === 'member.joined') && isRole(role))
    parts.push(i18n._('as {role}', { role: i18n._(ROLE_LABELS[role]) }));
  return parts.join(' ');
}

/**
 * What an entry that changed nothing records of itself (how many permits a packet held, when a link
 * expires), said as a phrase rather than as 'Permits: none → 10'; null for an edited field.
 */
function factText(event: ActivityEvent, change: ActivityChange, i18n: I18n): string | null {
  const { after } = change;
  if (change.field === 'event' && event.action === 'permit.created' && typeof after === 'string')
    return i18n._('For the event {event}', { event: after });
  // A line marked 'Not needed' (or taken back), named as the screen names it, with the owner's reason.
  if (change.field === 'line' && typeof after === 'string') {
    const line = Object.hasOwn(EVENT_LINES, after) ? i18n._(EVENT_LINES[after]!) : after;
    const reason = event.changes.find((other) => other.field === 'reason')?.after;
    return typeof reason === 'string' ? `${line}: ${reason}` : line;
  }
  if (
    event.action === 'event.certificate_requested' &&
    change.field === 'broker' &&
    typeof after === 'string'
  )
    return i18n._('Sent to {email}', { email: after });
  const packet = event.action === 'packet.emailed' || event.action === 'organizer_packet.emailed';
  if (packet && change.field === 'permits' && typeof after === 'number')
    return i18n._('{count, plural, one {# permit e-mailed} other {# permits e-mailed}}', { count: after });
  // The organiser's packet names its event (docs/product/events.md#the-organisers-packet).
  if (event.action === 'organizer_packet.emailed' && change.field === 'event' && typeof after === 'string')
    return i18n._('For {event}', { event: after });
  if (event.action === 'share_link.created' && change.field === 'expires') {
    if (after === 'never') return i18n._('Never expires');
    if (typeof after === 'string' && INSTANT.test(after))
      return i18n._('Expires {date}', { date: formatLongDate(after, toLocale(i18n.locale)) });
  }
  return null;
}

/**
 * The lines under the sentence, one per edited field; a field whose value reads the same before and after
 * (an empty text where there was none) is left out.
 */
export const activityChanges = (event: ActivityEvent, i18n: I18n) =>
  CHANGES_IN_SENTENCE.has(event.action)
    ? []
    : event.changes
        .filter(
          (change) =>
            valueText(change.field, change.before, i18n) !== valueText(change.field, change.after, i18n) &&
            // A mark's reason is said with its line.
            !(change.field === 'reason' && event.action === 'event.line_marked'),
        )
        .map((change) => factText(event, change, i18n) ?? changeText(change, i18n));
