import type {
  BusinessInspections,
  LatestInspection,
  UpcomingInspection,
} from '@shared/contracts/inspections';
import type { CsvInspections } from '@shared/domain/compliance-csv';

/** What the compliance reports show of one permit's inspections (docs/product/events.md#inspections). */
export type PermitInspections = { latest: LatestInspection | null; upcoming: UpcomingInspection[] };

/** The business's inspections by permit id; the upcoming ones keep their order, soonest first. */
export function inspectionsByPermit(data: BusinessInspections | undefined) {
  const byPermit = new Map<string, PermitInspections>();
  const of = (permitId: string) => {
    let entry = byPermit.get(permitId);
    if (!entry) byPermit.set(permitId, (entry = { latest: null, upcoming: [] }));
    return entry;
  };
  for (const latest of data?.latest ?? []) of(latest.permitId).latest = latest;
  for (const upcoming of data?.upcoming ?? []) of(upcoming.permitId).upcoming.push(upcoming);
  return byPermit;
}

/** The same for the CSV's columns: the latest inspection and the next date. */
export const csvInspectionsOf = (byPermit: ReadonlyMap<string, PermitInspections>) =>
  new Map<string, CsvInspections>(
    [...byPermit].map(([permitId, { latest, upcoming }]) => [
      permitId,
      {
        latest: latest ? { date: latest.date, result: latest.result } : null,
        next: upcoming[0]?.date ?? null,
      },
    ]),
  );
