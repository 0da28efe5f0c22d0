import fs from 'node:fs';
import path from 'node:path';

/**
 * The latest modification time under `entry` (a file, or a folder walked whole), 0 when it does not exist:
 * what `npm start` compares a build with to know whether its sources changed since.
 */
export function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}
