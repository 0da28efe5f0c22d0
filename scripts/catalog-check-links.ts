import { readCatalogFiles } from '../src/server/catalog/check-catalog';

// `npm run catalog:check-links`: requests every address of the permit catalog and lists those that fail
// (catalog/README.md). For operators before a release; it needs the internet, so it is not part of CI.
// One request at a time per host, so no agency sees more than a trickle from us.

const TIMEOUT_MS = 15_000;
const USER_AGENT = 'PermitPilot catalog link check (+https://github.com/permitpilot)';

const urls = new Map<string, Set<string>>();
for (const { file } of readCatalogFiles()) {
  for (const entry of file?.entries ?? []) {
    for (const url of [
      entry.url,
      entry.renewalUrl,
      entry.agency.url,
      ...entry.watch.map(({ url: page }) => page),
      ...entry.evidence.map(({ url: page }) => page),
    ]) {
      if (url) urls.set(url, (urls.get(url) ?? new Set()).add(entry.id));
    }
  }
}

async function check(url: string): Promise<string | null> {
  for (const method of ['HEAD', 'GET'] as const) {
    try {
      const response = await fetch(url, {
        method,
        redirect: 'follow',
        headers: { 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return null;
      // Some servers refuse HEAD: ask again with GET before calling the page broken.
      if (method === 'HEAD' && [403, 405, 501].includes(response.status)) continue;
      return `HTTP ${response.status}`;
    } catch (error) {
      if (method === 'HEAD') continue;
      return (error as Error).cause instanceof Error ? (error as Error).cause!.toString() : String(error);
    }
  }
  return 'no answer';
}

const byHost = new Map<string, string[]>();
for (const url of urls.keys()) {
  const host = new URL(url).host;
  byHost.set(host, [...(byHost.get(host) ?? []), url]);
}

const failures: string[] = [];
await Promise.all(
  [...byHost.values()].map(async (hostUrls) => {
    for (const url of hostUrls) {
      const problem = await check(url);
      if (problem) failures.push(`${url}: ${problem} (${[...urls.get(url)!].join(', ')})`);
    }
  }),
);

console.log(`Checked ${urls.size} addresses on ${byHost.size} hosts.`);
if (failures.length > 0) {
  console.error(`${failures.length} failed:`);
  for (const failure of failures.sort()) console.error(`  ${failure}`);
  process.exit(1);
}
console.log('Every address answered.');
