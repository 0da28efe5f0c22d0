import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const writeOwner = (dir: string, pid: number) =>
  fs.writeFileSync(
    path.join(dir, 'server.lock'),
    JSON.stringify({ pid, hostname: os.hostname(), startedAt: new Date().toISOString() }),
  );

describe('DATA_DIR lock', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeOwner(dir, other.pid!);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${other.pid}`));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeOwner(dir, dead.pid!);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('creates the directory when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = acquireDataDirLock(dir);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    lock.release();
  });
});
