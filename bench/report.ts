import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { root, type Row, type Section } from './support';

/** How a benchmark's figures are printed and kept in BENCHMARKS.md. */

function tableOf(rows: Row[]) {
  const lines = ['| Measure | Result | Target | Met |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    const met = row.met === undefined ? '' : row.met ? 'yes' : '**no**';
    lines.push(`| ${row.measure} | ${row.value} | ${row.target ?? ''} | ${met} |`);
  }
  return lines.join('\n');
}

export function renderSection(section: Section) {
  const notes = section.notes.map((note) => `- ${note}`).join('\n');
  return `## ${section.title}\n\n${tableOf(section.rows)}\n${notes ? `\n${notes}\n` : ''}`;
}

/** Prints a section as it finishes, so a long run shows its figures as it goes. */
export function printSection(section: Section) {
  console.log(`\n${renderSection(section)}`);
}

const benchmarksFile = path.join(root, 'BENCHMARKS.md');
const marker = (id: string, end = false) => `<!-- bench:${end ? '/' : ''}${id} -->`;

/**
 * Writes the sections into BENCHMARKS.md. A run of one part (`npm run bench -- api`) replaces that part's
 * section and keeps the others from their last run; the header always names this run's machine and date. The
 * file is written as Prettier formats it, so that `npm test`'s format check passes after a run.
 */
export async function writeBenchmarks(sections: Section[], order: string[]) {
  const previous = fs.existsSync(benchmarksFile) ? fs.readFileSync(benchmarksFile, 'utf8') : '';
  const bodies = new Map<string, string>();
  for (const id of order) {
    const match = new RegExp(`${marker(id)}\\n([\\s\\S]*?)${marker(id, true)}`).exec(previous);
    if (match) bodies.set(id, match[1]!);
  }
  const date = new Date().toISOString().slice(0, 10);
  for (const section of sections) bodies.set(section.id, `_Run on ${date}._\n\n${renderSection(section)}`);
  const cpus = os.cpus();
  const header = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (see `bench/`); every figure below comes from that command, not by hand.',
    '',
    `Last run: ${date} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}.`,
    '',
  ].join('\n');
  const parts = order
    .filter((id) => bodies.has(id))
    .map((id) => `${marker(id)}\n${bodies.get(id)}${marker(id, true)}\n`);
  const options = { ...(await prettier.resolveConfig(benchmarksFile)), filepath: benchmarksFile };
  fs.writeFileSync(benchmarksFile, await prettier.format(`${header}\n${parts.join('\n')}`, options));
}
