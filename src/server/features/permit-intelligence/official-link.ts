import { US_STATES } from '../../../shared/domain/us-states';
import type { Catalog } from '../../catalog/catalog';
import { officialUrlSchema } from '../../catalog/catalog-schema';

const STATE_LABELS = new Set(US_STATES.map(([code]) => code.toLowerCase()));

const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The hosts of every page the catalog names: agencies the catalog's reviewers took as official. */
const hostsByCatalog = new WeakMap<Catalog, ReadonlySet<string>>();
function catalogHosts(catalog: Catalog): ReadonlySet<string> {
  let hosts = hostsByCatalog.get(catalog);
  if (!hosts) {
    const urls = catalog.entries.flatMap((entry) => [
      entry.url,
      entry.agency.url,
      ...(entry.renewalUrl ? [entry.renewalUrl] : []),
      ...entry.watch.map(({ url }) => url),
    ]);
    hosts = new Set(urls.map((url) => withoutWww(new URL(url).hostname)));
    hostsByCatalog.set(catalog, hosts);
  }
  return hosts;
}

/**
 * Registries only governments can register in: .gov and .mil, and the locality names of .us
 * ('co.la.ca.us', 'ci.austin.tx.us': a name under a state's label) and fed.us. A name directly under .us is
 * open to anyone, so it is not enough.
 */
function isGovernmentName(host: string): boolean {
  const labels = host.split('.');
  const top = labels.at(-1);
  if (top === 'gov' || top === 'mil') return labels.length >= 2;
  if (top !== 'us' || labels.length < 3) return false;
  const second = labels.at(-2)!;
  return second === 'fed' || STATE_LABELS.has(second);
}

/**
 * The link when it is on an official domain (docs/decisions/0022): https without credentials, on a government
 * registry or on a host the catalog already names; null otherwise.
 */
export function officialLink(link: string, catalog: Catalog): string | null {
  if (!officialUrlSchema.safeParse(link).success) return null;
  const url = new URL(link);
  if (url.port !== '') return null;
  const host = withoutWww(url.hostname);
  if (isGovernmentName(host)) return url.toString();
  for (const known of catalogHosts(catalog))
    if (host === known || host.endsWith(`.${known}`)) return url.toString();
  return null;
}
