import fs from 'node:fs';
import { openDatabase } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { createPermit, createUser } from '@tests/support/factories';
import { pdfWithText, readPdf } from '@tests/support/pdf-files';
import { signInToServer } from '@tests/support/server-process';
import {
  PRODUCTION_ENV,
  growthDuring,
  startNodeServer,
  seconds,
  tempDir,
  timed,
  type Section,
} from './support';

const PERMITS = 50;
const DOCUMENT_BYTES = 1024 * 1024;
/** The targets: generated in 5 s, the server's memory growing by less than 200 MB. */
const TIME_TARGET_MS = 5_000;
const GROWTH_TARGET_MIB = 200;

/**
 * The compliance packet (docs/decisions/0024): 50 permits, each with a 1 MB PDF, in one packet made by the
 * production server on PGlite with documents on disk. Memory growth shows that documents are read one at a
 * time and not all held at once.
 */
export async function benchPacket(): Promise<Section> {
  const dataDir = tempDir('permitpilot-bench-packet-');
  try {
    console.log('Packet benchmark: seeding 50 permits…');
    const connection = await openDatabase({ dataDir });
    let owner: Awaited<ReturnType<typeof createUser>>;
    const permitIds: string[] = [];
    try {
      await migrateDatabase(connection);
      owner = await createUser(connection.db);
      for (let n = 0; n < PERMITS; n++)
        permitIds.push((await createPermit(connection.db, owner.id, { name: `Permit ${n + 1}` })).id);
    } finally {
      await connection.close();
    }

    const server = await startNodeServer('src/server/main.ts', { ...PRODUCTION_ENV, DATA_DIR: dataDir });
    try {
      const cookie = await signInToServer(server.url, owner);
      const headers = { cookie, origin: server.url };
      for (const [n, permitId] of permitIds.entries()) {
        const form = new FormData();
        const bytes = await pdfWithText(`Certificate ${n + 1}`, 1, { padding: DOCUMENT_BYTES });
        form.append(
          'file',
          new File([bytes as Uint8Array<ArrayBuffer>], `permit-${n + 1}.pdf`, { type: 'application/pdf' }),
        );
        const response = await fetch(`${server.url}/api/permits/${permitId}/document`, {
          method: 'PUT',
          body: form,
          headers,
        });
        if (response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
      }
      const packet = async (filter: string) => {
        const response = await fetch(`${server.url}/api/compliance-packet?filter=${filter}`, { headers });
        if (response.status !== 200) throw new Error(`packet: ${response.status} ${await response.text()}`);
        return new Uint8Array(await response.arrayBuffer());
      };
      // Warm-up: the code paths load on a packet without documents' bytes worth counting.
      await packet('expired');
      await new Promise((resolve) => setTimeout(resolve, 500));

      let made = new Uint8Array();
      let elapsed = 0;
      const growth = await growthDuring(server, async () => {
        const run = await timed(() => packet('all'));
        made = run.value;
        elapsed = run.ms;
      });
      // The cover (two pages for 50 permits), then each permit's page and its document's.
      const { pages, text } = await readPdf(made);
      const merged = text.filter((page) => /Certificate \d+ page 1/.test(page)).length;
      if (merged !== PERMITS) throw new Error(`packet: ${merged} documents merged, not ${PERMITS}`);
      return {
        id: 'packet',
        title: 'Compliance packet: 50 permits with a 1 MB PDF each',
        rows: [
          {
            measure: `Packet of ${PERMITS} permits, ${pages} pages, ${(made.byteLength / 1024 / 1024).toFixed(1)} MB`,
            value: seconds(elapsed),
            target: `≤ ${seconds(TIME_TARGET_MS)}`,
            met: elapsed <= TIME_TARGET_MS,
          },
          {
            measure: 'Server memory growth while it is made',
            value: `${growth.toFixed(1)} MiB`,
            target: `< ${GROWTH_TARGET_MIB} MiB`,
            met: growth < GROWTH_TARGET_MIB,
          },
        ],
        notes: [
          'The production server (its bundle, as `npm start` runs it, NODE_ENV=production) on PGlite with documents in DATA_DIR; ' +
            'the time is one request, from asking to the last byte; memory growth is the peak resident memory ' +
            '(VmRSS, sampled every 20 ms) above where it stood after a packet of no documents.',
        ],
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
