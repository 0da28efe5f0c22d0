import type { AlertSettings } from '@shared/contracts/alerts';
import type { BusinessProfile } from '@shared/contracts/business-profile';
import type { PermitSuggestion } from '@shared/contracts/catalog';
import type { Entitlements } from '@shared/contracts/entitlements';
import type { EventDto, EventSummaryDto, ReadinessLineDto } from '@shared/contracts/events';
import type { Permit } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { Role } from '@shared/domain/roles';

/**
 * One set of API answers for the component tests of the signed-in screens
 * (docs/product/engineering.md#habit-10-one-factories-module).
 */

export const PROFILE: BusinessProfile = {
  businessName: 'Taco Loco',
  statesOperating: 'CA',
  servesBeerWine: false,
  servesLiquor: false,
  sellsAt: ['vends-on-streets', 'vends-on-private-property', 'vends-at-events'],
  carriesPropane: true,
  phone: '',
  email: '',
  address: '',
};

/** A permit as GET /api/permits answers it; everything optional is empty unless given. */
export const permitFixture = (overrides: Partial<Permit> = {}): Permit => ({
  id: '6c1f3f4e-7d8a-4b6e-9f1a-2b3c4d5e6f70',
  name: 'Health Permit',
  issueDate: '2026-01-15',
  renewalDate: '2099-01-15',
  cost: 425.5,
  city: 'Oakland',
  state: 'California',
  stateCode: 'CA',
  county: 'Alameda',
  notes: null,
  renewalLink: null,
  permitNumber: null,
  issuingAgency: null,
  agency: null,
  status: 'active',
  processingTimeDays: null,
  category: null,
  document: null,
  catalogEntryId: null,
  vehicle: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

/** What a member with `role` in Taco Loco on the Free plan, with one permit, may do. */
export const entitlementsOf = (role: Role, overrides: Partial<Entitlements> = {}): Entitlements => ({
  plan: 'free',
  permitLimit: 3,
  permitCount: 1,
  canAddPermit: role !== 'crew',
  vehicleLimit: 1,
  vehicleCount: 0,
  canAddVehicle: role !== 'crew',
  canUseTextAlerts: false,
  role,
  businessName: 'Taco Loco',
  ...overrides,
});

/** GET /api/businesses for a member with `role` of Taco Loco alone: one business, so no switcher. */
export const oneBusinessOf = (role: Role) => ({
  businesses: [
    { id: 'business-1', name: 'Taco Loco', role, active: true, suspended: false, ownerEmail: null },
  ],
});

/** GET /api/alert-settings of an owner who kept the defaults: e-mail on, texts off, no failed reminder. */
export const alertSettingsFixture = (overrides: Partial<AlertSettings> = {}): AlertSettings => ({
  emailAlerts: true,
  textAlerts: false,
  phoneNumber: null,
  smsOptedOut: false,
  reminderDays: [30, 14, 7, 1],
  timeZone: 'America/Los_Angeles',
  sendHour: 8,
  onlyMyVehicles: false,
  calendarFeedUrl: 'http://localhost:3000/api/calendar/feed.ics',
  failures: [],
  ...overrides,
});

/** The catalog's suggestion of California's seller's permit, as GET /api/permit-suggestions answers it. */
export const sellersPermitSuggestion = (overrides: Partial<PermitSuggestion> = {}): PermitSuggestion => ({
  id: 'ca-sellers-permit',
  name: "California Seller's Permit",
  priority: 'high',
  reasonBy: 'catalog',
  reason: 'You sell food in California: a seller’s permit is required before your first sale.',
  estimatedProcessingDays: { minDays: 0, maxDays: 0 },
  estimatedCost: { minUsd: 0, maxUsd: 0, per: 'application' },
  category: 'Business License',
  jurisdiction: 'California',
  stateCode: 'CA',
  city: null,
  county: null,
  renewalUrl: null,
  source: {
    entryId: 'ca-sellers-permit',
    agency: 'California Department of Tax and Fee Administration',
    agencyUrl: 'https://www.cdtfa.ca.gov/',
    url: 'https://www.cdtfa.ca.gov/services/permits-licenses.htm',
    archiveChecked: null,
    reviewed: '2026-01-15',
  },
  vehicle: null,
  ...overrides,
});

/** A truck of the business as GET /api/vehicles answers it (docs/product/fleet.md), in service. */
export const vehicleFixture = (overrides: Partial<Vehicle> & Pick<Vehicle, 'id' | 'name'>): Vehicle => ({
  kind: 'truck',
  plate: null,
  vin: null,
  commissary: null,
  notes: null,
  archivedAt: null,
  permitCount: 1,
  mine: false,
  memberIds: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** The insurance line of an event's checklist, not yet requested nor uploaded (docs/product/events.md#readiness). */
export const INSURANCE_LINE: Extract<ReadinessLineDto, { kind: 'insurance' }> = {
  kind: 'insurance',
  requestedAt: null,
  certificate: null,
  done: false,
  notNeeded: null,
};

/** A three-day fair in Des Moines with the checklist `lines`, its readiness summed up from them. */
export const iowaFairFixture = (lines: ReadinessLineDto[], overrides: Partial<EventDto> = {}): EventDto => ({
  id: '0b5c8d2e-1f3a-4b6c-8d9e-0a1b2c3d4e5f',
  name: 'Iowa State Fair',
  organizer: 'Fair Board',
  organizerEmail: null,
  address: null,
  city: 'Des Moines',
  stateCode: 'IA',
  startsOn: '2026-08-10',
  endsOn: '2026-08-12',
  applicationDeadline: null,
  boothFee: null,
  notes: null,
  vehicleIds: [],
  readiness: {
    ready: lines.every((line) => line.done),
    missing: lines.filter((line) => !line.done).length,
    lines,
  },
  ...overrides,
});

/** An event as the events list answers it: its readiness summed up, without the lines. */
export const eventSummaryOf = ({ readiness: { ready, missing }, ...fields }: EventDto): EventSummaryDto => ({
  ...fields,
  readiness: { ready, missing },
});
