import { addMonths } from 'date-fns/addMonths';
import { and, eq, inArray } from 'drizzle-orm';
import { addDaysTo, calendarDateIn } from '../../shared/domain/calendar-dates';
import { stateCodeOf } from '../../shared/domain/us-states';
import { LOCAL_PROVIDER, localCustomerId } from '../billing/providers/local-billing';
import { openDatabaseForCommand } from './command-database';
import { insertAccount } from './seed/accounts';
import { categoryId, insertPermit } from './seed/permits';
import { businessProfiles, member, organization, subscriptions, user } from './schema';

// `npm run db:seed-demo` (docs/product/engineering.md#contracts): a confirmed Pro demo account whose permits
// fill every report filter and every category. Run it while the server is stopped; it resets the demo account
// if it exists.
const DEMO_EMAIL = 'demo@permitpilot.app';
const DEMO_PASSWORD = 'demo-food-truck';

type DemoPermit = {
  name: string;
  category: string;
  days: number | null;
  cost: number;
  state: string;
  city: string;
  processing?: number;
  notes?: string;
};

const DEMO_PERMITS: DemoPermit[] = [
  {
    name: 'Fire Marshal Propane Permit',
    category: 'Fire Safety',
    days: -12,
    cost: 150,
    state: 'California',
    city: 'Oakland',
    notes: 'Tank inspection overdue',
  },
  {
    name: 'Mobile Food Facility Health Permit',
    category: 'Health',
    days: 12,
    cost: 425.5,
    state: 'California',
    city: 'Oakland',
    processing: 21,
  },
  {
    name: 'Food Handler Card – Maria',
    category: 'Food Handler',
    days: 27,
    cost: 15,
    state: 'California',
    city: 'Oakland',
    processing: 7,
  },
  {
    name: 'City Business License',
    category: 'Business License',
    days: 48,
    cost: 210,
    state: 'California',
    city: 'Oakland',
  },
  {
    name: 'Commercial Vehicle Registration',
    category: 'Vehicle',
    days: 79,
    cost: 388,
    state: 'California',
    city: 'Sacramento',
  },
  {
    name: 'Beer and Wine Event License',
    category: 'Alcohol',
    days: 140,
    cost: 300,
    state: 'Nevada',
    city: 'Reno',
    processing: 45,
  },
  {
    name: 'Street Vending Permit',
    category: 'Vending/Parking',
    days: 165,
    cost: 95,
    state: 'California',
    city: 'Berkeley',
  },
  { name: "Seller's Permit", category: 'Tax', days: 240, cost: 0, state: 'California', city: 'Sacramento' },
  {
    name: 'General Liability Insurance',
    category: 'Insurance',
    days: 310,
    cost: 1240,
    state: 'California',
    city: 'Oakland',
  },
  {
    name: 'Commissary Agreement',
    category: 'Other',
    days: null,
    cost: 600,
    state: 'California',
    city: 'Oakland',
    notes: 'No fixed end date',
  },
];

const { db, close } = await openDatabaseForCommand();
try {
  // A reset removes the demo account's business with it (a business does not go with its owner's row).
  await db.delete(organization).where(
    inArray(
      organization.id,
      db
        .select({ id: member.organizationId })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(and(eq(user.email, DEMO_EMAIL), eq(member.role, 'owner'))),
    ),
  );
  await db.delete(user).where(eq(user.email, DEMO_EMAIL));
  const owner = await insertAccount(db, { email: DEMO_EMAIL, password: DEMO_PASSWORD, name: 'Demo Owner' });
  // The demo account owns its business (docs/product/engineering.md#contracts), named by its profile.
  await db.update(organization).set({ name: 'Rolling Tacos' }).where(eq(organization.id, owner.businessId));
  await db.insert(businessProfiles).values({
    businessId: owner.businessId,
    businessName: 'Rolling Tacos',
    statesOperating: 'CA, NV',
    servesBeerWine: true,
    phone: '+1 510 555 0134',
    email: DEMO_EMAIL,
    address: '1200 Broadway, Oakland, CA',
  });
  const now = new Date();
  await db.insert(subscriptions).values({
    businessId: owner.businessId,
    tier: 'pro',
    status: 'active',
    currentPeriodEnd: addMonths(now, 1),
    provider: LOCAL_PROVIDER,
    providerCustomerId: localCustomerId(owner.businessId),
    providerSubscriptionId: `sub_local_demo_${owner.id.slice(0, 8)}`,
    providerSyncedAt: now,
  });
  const today = calendarDateIn('UTC', now);
  for (const permit of DEMO_PERMITS) {
    await insertPermit(db, {
      businessId: owner.businessId,
      name: permit.name,
      categoryId: await categoryId(db, permit.category),
      issueDate: addDaysTo(today, -200),
      renewalDate: permit.days === null ? null : addDaysTo(today, permit.days),
      cost: permit.cost,
      city: permit.city,
      state: permit.state,
      stateCode: stateCodeOf(permit.state),
      processingTimeDays: permit.processing ?? null,
      notes: permit.notes ?? null,
      renewalLink: 'https://www.calgold.ca.gov/',
    });
  }
  console.log(`Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
} finally {
  await close();
}
