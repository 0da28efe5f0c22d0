import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { VehicleFilter } from '../../../shared/contracts/vehicles';
import type { Database } from '../../db/client';
import { sessionRowOf, signedInSession } from '../../auth/session-reader';
import { preparedPerDatabase } from '../../db/prepared';
import { permitCategories, permits, vehicles } from '../../db/schema';
import { findBusinessVehicle } from '../../lib/business-vehicles';
import { permitColumns, toPermitDto } from './permit-dto';

/**
 * With `limit`, only the first rows; with `vehicle`, one vehicle's permits and the whole business's, or the
 * whole business's alone (docs/product/fleet.md#the-dashboard).
 */
type PermitRowsOptions = { db: Database; businessId: string; limit?: number; vehicle?: VehicleFilter };

/** Soonest renewal first, undated last (docs/product/permits.md#dashboard-list). */
const URGENT_FIRST = [sql`${permits.renewalDate} asc nulls last`, asc(permits.createdAt), asc(permits.id)];

const businessId = sql.placeholder('businessId');
const vehicleId = sql.placeholder('vehicleId');

/**
 * Which of the business's permits each filter lists. Without one, every permit but those of archived
 * vehicles, which stay in the reports and the history (docs/product/fleet.md#archiving).
 */
const SCOPES = {
  all: () => or(isNull(permits.vehicleId), isNull(vehicles.archivedAt))!,
  business: () => isNull(permits.vehicleId),
  vehicle: () => or(isNull(permits.vehicleId), eq(permits.vehicleId, vehicleId))!,
} satisfies Record<string, () => SQL>;
type Scope = keyof typeof SCOPES;

/** The rows of one scope, most urgent first, with the category and the vehicle of each. */
const rowsQuery = (scope: Scope) =>
  preparedPerDatabase((db) =>
    db
      .select(permitColumns)
      .from(permits)
      .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
      .leftJoin(vehicles, eq(permits.vehicleId, vehicles.id))
      .where(and(eq(permits.businessId, businessId), SCOPES[scope]()))
      .orderBy(...URGENT_FIRST)
      .prepare(`select_permit_rows_${scope}`),
  );

/**
 * How many permits `business` holds in one scope: a sub-select PostgreSQL runs once, from the indexes, where a
 * window count would read every row.
 */
const totalOf = (scope: Scope, business: SQL | typeof businessId) =>
  sql<number>`(select count(*)::int from ${permits} left join ${vehicles} on ${vehicles.id} = ${permits.vehicleId} where ${permits.businessId} = ${business} and ${SCOPES[scope]()})`.mapWith(
    Number,
  );

/** The first rows of one scope and, beside each, how many the scope holds in all (docs/decisions/0019). */
const firstRowsQuery = (scope: Scope) =>
  preparedPerDatabase((db) =>
    db
      .select({
        ...permitColumns,
        total: totalOf(scope, businessId),
      })
      .from(permits)
      .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
      .leftJoin(vehicles, eq(permits.vehicleId, vehicles.id))
      .where(and(eq(permits.businessId, businessId), SCOPES[scope]()))
      .orderBy(...URGENT_FIRST)
      .limit(sql.placeholder('limit'))
      .prepare(`select_first_permit_rows_${scope}`),
  );

/**
 * `firstRowsQuery('all')` for the business a session works in, with the session's lookup in the same statement
 * (docs/decisions/0028): each row carries the session's row. No rows when the session is not found, works in no
 * business, or its business lists no permits. A null `limit` gives every row.
 */
const signedInRowsQuery = preparedPerDatabase((db) => {
  const signedIn = signedInSession(db);
  return db
    .with(signedIn.with)
    .select({
      ...permitColumns,
      total: totalOf('all', signedIn.businessId),
      session: signedIn.field,
    })
    .from(permits)
    .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
    .leftJoin(vehicles, eq(permits.vehicleId, vehicles.id))
    .where(and(eq(permits.businessId, signedIn.businessId), SCOPES.all()))
    .orderBy(...URGENT_FIRST)
    .limit(sql.placeholder('limit'))
    .prepare('select_signed_in_permit_rows');
});

const QUERIES = {
  all: { rows: rowsQuery('all'), first: firstRowsQuery('all') },
  business: { rows: rowsQuery('business'), first: firstRowsQuery('business') },
  vehicle: { rows: rowsQuery('vehicle'), first: firstRowsQuery('vehicle') },
};

/**
 * The business's permits with their category and vehicle, most urgent first
 * (docs/product/permits.md#dashboard-list). The rows as the database gives them; the benchmark's baseline
 * (bench/baseline-server.ts) runs this same query. A vehicle of another business is a 404.
 */
export async function selectPermitRows({ db, businessId, limit, vehicle }: PermitRowsOptions) {
  const scope: Scope = vehicle === undefined ? 'all' : vehicle === 'business' ? 'business' : 'vehicle';
  if (scope === 'vehicle') await findBusinessVehicle(db, businessId, vehicle!);
  const values = { businessId, vehicleId: scope === 'vehicle' ? vehicle : undefined };
  if (limit === undefined) {
    const rows = await QUERIES[scope].rows(db).execute(values);
    return { rows, total: rows.length };
  }
  const rows = await QUERIES[scope].first(db).execute({ ...values, limit });
  // The limit is at least 1, so no rows means no permits.
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * `listPermits` of every vehicle's permits for the session whose token is `token`, in one statement with the
 * session's lookup (docs/decisions/0028); undefined when that statement finds no rows, and then the session is
 * looked up on its own.
 */
export async function listSignedInPermits(options: { db: Database; token: string; limit?: number }) {
  const { db, token, limit } = options;
  const rows = await signedInRowsQuery(db).execute({ token, now: new Date(), limit: limit ?? null });
  const [first] = rows;
  if (!first) return undefined;
  return {
    session: sessionRowOf(first.session),
    value: { permits: rows.map(toPermitDto), total: first.total },
  };
}

export async function listPermits(options: PermitRowsOptions) {
  const { rows, total } = await selectPermitRows(options);
  return { permits: rows.map(toPermitDto), total };
}
