import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

type LockOwner = { pid: number; hostname: string; startedAt: string };

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Holds DATA_DIR for this process (docs/product/engineering.md#contracts). PGlite has no lock of its own and
 * a second writer's rows are silently lost, so a second server on the same directory must refuse to start. A
 * lock left by a process that died (SIGKILL, power loss) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      // Two processes taking over the same stale lock at once: only the one whose write survived runs.
      const owner = readOwner(file);
      if (owner?.pid !== me.pid || owner.startedAt !== me.startedAt) break;
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          if (readOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      const stale =
        !owner || (owner.hostname === me.hostname && (owner.pid === process.pid || !isAlive(owner.pid)));
      if (!stale) break;
      // Move the stale lock aside atomically; whoever loses this race simply retries.
      try {
        fs.renameSync(file, `${file}.stale-${process.pid}`);
        fs.rmSync(`${file}.stale-${process.pid}`, { force: true });
      } catch {
        /* another process moved it first */
      }
    }
  }
  const owner = readOwner(file);
  throw new DataDirLockedError(
    `DATA_DIR ${path.resolve(dataDir)} is in use by another PermitPilot server` +
      (owner ? ` (pid ${owner.pid} on ${owner.hostname}, started ${owner.startedAt})` : '') +
      '. Stop that server first, or give this one its own DATA_DIR.',
  );
}
