import { CATALOG_CITIES } from './catalog-coverage';
import {
  CATALOG_TARGETS,
  cityHasFireEntry,
  cityVisit,
  hasOfficialSourceForEveryFact,
  isHomePage,
} from './check-catalog';
import type { CatalogFile } from './catalog-schema';

/**
 * The catalog's figures (`npm run catalog:report`, catalog/README.md): how deep and how well sourced it is,
 * against the targets of docs/decisions/0033.
 */
export type CatalogReport = {
  entries: number;
  byLevel: Record<string, number>;
  byCategory: Record<string, number>;
  onHomePage: number;
  withRenewalUrl: number;
  /** Entries whose every fact has an official evidence page (the check refuses any other). */
  officialEvidenceForEveryFact: number;
  archiveChecked: number;
  reviewedLive: number;
  citiesWithFire: string[];
  citiesWithoutFire: string[];
  statesWithVisiting: string[];
  citiesWithVisiting: string[];
  statesWithEventPermits: string[];
  citiesWithEventPermits: string[];
};

const count = (values: string[]) =>
  Object.fromEntries(
    [...new Set(values)].sort().map((value) => [value, values.filter((other) => other === value).length]),
  );

export function catalogReport(files: readonly CatalogFile[]): CatalogReport {
  const entries = files.flatMap((file) => file.entries);
  const visiting = files.flatMap((file) => file.visiting ?? []);
  const cityName = ([city, state]: readonly [string, string]) => `${city}, ${state}`;
  const scopes = new Set(files.map((file) => file.scope));
  const cities = CATALOG_CITIES.filter(([, state]) => scopes.has(state));
  const ofState = (state: string) => files.find((file) => file.scope === state);
  const hasFire = ([city, state]: readonly [string, string]) =>
    cityHasFireEntry(city, ofState(state)?.entries ?? []);
  const visitOf = ([city, state]: readonly [string, string]) =>
    cityVisit(city, ofState(state)?.visiting ?? []);
  const stateVisits = visiting.filter((visit) => visit.jurisdiction.level === 'state');
  return {
    entries: entries.length,
    byLevel: count(entries.map((entry) => entry.jurisdiction.level)),
    byCategory: count(entries.map((entry) => entry.category)),
    onHomePage: entries.filter((entry) => isHomePage(entry.url, entry.agency.url)).length,
    withRenewalUrl: entries.filter((entry) => entry.renewalUrl !== null).length,
    officialEvidenceForEveryFact: entries.filter(hasOfficialSourceForEveryFact).length,
    archiveChecked: entries.filter((entry) => entry.archiveChecked !== null).length,
    reviewedLive: entries.filter((entry) => entry.reviewed !== null).length,
    citiesWithFire: cities.filter(hasFire).map(cityName),
    citiesWithoutFire: cities.filter((city) => !hasFire(city)).map(cityName),
    statesWithVisiting: stateVisits.map((visit) => visit.jurisdiction.state).sort(),
    citiesWithVisiting: cities.filter((city) => visitOf(city)).map(cityName),
    statesWithEventPermits: stateVisits
      .filter((visit) => visit.eventPermits.length > 0)
      .map((visit) => visit.jurisdiction.state)
      .sort(),
    citiesWithEventPermits: cities
      .filter((city) => (visitOf(city)?.eventPermits.length ?? 0) > 0)
      .map(cityName),
  };
}

const share = (part: number, whole: number) => `${part} (${whole ? Math.round((part / whole) * 100) : 0}%)`;

/** The report as the terminal prints it. */
export function formatCatalogReport(report: CatalogReport): string {
  const list = (values: string[]) => (values.length ? values.join('; ') : 'none');
  return [
    `Entries: ${report.entries}`,
    `By level: ${Object.entries(report.byLevel)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}`,
    `By category: ${Object.entries(report.byCategory)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}`,
    `On a home page: ${share(report.onHomePage, report.entries)} — target at most ${CATALOG_TARGETS.homePageAtMost * 100}%${
      report.onHomePage > report.entries * CATALOG_TARGETS.homePageAtMost ? ' (not met)' : ''
    }`,
    `With a renewal URL: ${share(report.withRenewalUrl, report.entries)} — target at least 33%${
      report.withRenewalUrl < report.entries * CATALOG_TARGETS.renewalUrlAtLeast ? ' (not met)' : ''
    }`,
    `Official evidence for every fact: ${share(report.officialEvidenceForEveryFact, report.entries)}`,
    `Checked against archived copies: ${share(report.archiveChecked, report.entries)}`,
    `Reviewed on the live site: ${share(report.reviewedLive, report.entries)}`,
    `Cities with a fire / LP-gas entry: ${report.citiesWithFire.length} — missing: ${list(report.citiesWithoutFire)}`,
    `States with visiting (reciprocity) data: ${report.statesWithVisiting.length}`,
    `States with a temporary event permit: ${report.statesWithEventPermits.length}`,
    `Cities with visiting data: ${report.citiesWithVisiting.length}; with a temporary event permit: ${report.citiesWithEventPermits.length}`,
  ].join('\n');
}
