import fs from 'node:fs';
import type { DatabaseConnection } from '@server/db/client';
import { permitCategories } from '@server/db/schema';
import type { PermitScan } from '@shared/contracts/permit-scan';
import { stateNameOf } from '@shared/domain/us-states';
import { benchBusinessId, seedOwners, signInBenchOwner } from './seed';
import {
  PRODUCTION_ENV,
  rssMiB,
  seedBenchDatabase,
  startNodeServer,
  tempDir,
  type NodeServer,
} from './support';

/**
 * The server the scan benchmark reads through: the production bundle on a fresh PGlite, with owners whose
 * businesses operate in the documents' states (a scan reads with its business's state, as an owner's would), so
 * many that none reaches the route's 60 scans an hour. Its scans are posted as the screen posts them.
 */

/** Scans given to one business: under the route's hourly limit, whatever the corpus's spread over states. */
const SCANS_PER_BUSINESS = 50;

export type ScanAnswer =
  | { status: 200; scan: PermitScan }
  /** Read but nothing useful (NO_TEXT_FOUND, NOT_A_PERMIT): scored as nothing read. */
  | { status: 422; code: string };

export type ScanServer = {
  pid: number;
  /** Catalog category ids by name, to score the answer's categoryId. */
  categoryNames: Map<number, string>;
  scan: (bytes: Uint8Array, mediaType: string, state: string) => Promise<ScanAnswer>;
  stop: () => Promise<void>;
};

/** Samples a process's resident memory every `everyMs`; `peak()` since the last `reset()`. */
export function memorySampler(pid: number, everyMs = 100) {
  let peak = rssMiB(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), everyMs);
  return {
    peak: () => Math.max(peak, rssMiB(pid)),
    reset: () => (peak = rssMiB(pid)),
    stop: () => clearInterval(timer),
  };
}

/** `scans` counts each state's scans; answers which owner (by number) scans for each state, in turn. */
function businessesFor(scans: Map<string, number>) {
  const owners: { n: number; state: string }[] = [];
  for (const [state, count] of scans)
    for (let i = 0; i < Math.ceil(count / SCANS_PER_BUSINESS); i++)
      owners.push({ n: owners.length + 1, state });
  return owners;
}

async function seedScanOwners(connection: DatabaseConnection, owners: { n: number; state: string }[]) {
  await seedOwners(connection, {
    owners: owners.length,
    permitsPerOwner: 0,
    renewal: { fromDays: 0, spanDays: 1 },
    proEvery: owners.length + 1,
  });
  for (const { n, state } of owners)
    await connection.executeSql('update business_profiles set states_operating = $1 where business_id = $2', [
      stateNameOf(state),
      benchBusinessId(n),
    ]);
  const categories = await connection.db.select().from(permitCategories);
  return new Map(categories.map(({ id, name }) => [id, name]));
}

export async function startScanServer(scans: Map<string, number>): Promise<ScanServer> {
  const dataDir = tempDir('permitpilot-bench-scan-');
  const owners = businessesFor(scans);
  let categoryNames = new Map<number, string>();
  await seedBenchDatabase({ label: 'PGlite', env: { DATA_DIR: dataDir } }, async (connection) => {
    categoryNames = await seedScanOwners(connection, owners);
  });
  let server: NodeServer | undefined;
  try {
    // No AI provider: the figures are the local reading's.
    server = await startNodeServer('src/server/main.ts', {
      ...PRODUCTION_ENV,
      DATA_DIR: dataDir,
      OPENAI_API_KEY: '',
    });
    const { url } = server;
    const sessions = await Promise.all(
      owners.map(async ({ n, state }) => ({ state, cookie: await signInBenchOwner(url, n), used: 0 })),
    );
    const sessionFor = (state: string) => {
      const session = sessions.find((s) => s.state === state && s.used < SCANS_PER_BUSINESS);
      if (!session) throw new Error(`No business left for a scan in ${state}`);
      session.used++;
      return session.cookie;
    };
    const started = server;
    return {
      pid: server.pid,
      categoryNames,
      scan: async (bytes, mediaType, state) => {
        const form = new FormData();
        const name = mediaType === 'application/pdf' ? 'permit.pdf' : 'permit';
        form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: mediaType }));
        const response = await fetch(`${url}/api/permit-scans`, {
          method: 'POST',
          body: form,
          headers: { cookie: sessionFor(state), origin: url },
        });
        const body = (await response.json()) as PermitScan | { error: { code: string } };
        if (response.status === 200) return { status: 200, scan: body as PermitScan };
        const code = 'error' in body ? body.error.code : '?';
        if (response.status === 422 && ['NO_TEXT_FOUND', 'NOT_A_PERMIT'].includes(code))
          return { status: 422, code };
        throw new Error(`POST /api/permit-scans: ${response.status} ${code}`);
      },
      stop: async () => {
        await started.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
