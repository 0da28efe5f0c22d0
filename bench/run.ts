import { benchApi } from './api';
import { benchDocuments } from './documents';
import { benchEvents } from './events';
import { benchIntelligence } from './intelligence';
import { benchCalendar } from './calendar';
import { benchMonitor } from './monitor';
import { benchPacket } from './packet';
import { benchScan } from './scan';
import { benchReminders } from './reminders';
import { benchWeb } from './web';
import { printSection, writeBenchmarks } from './report';
import type { Section } from './support';

// `npm run bench` runs every part; `npm run bench -- api reminders` runs the named ones. BENCHMARKS.md keeps
// the latest figures of every part.
const parts: Record<string, () => Promise<Section>> = {
  api: benchApi,
  reminders: benchReminders,
  web: benchWeb,
  documents: benchDocuments,
  intelligence: benchIntelligence,
  monitor: benchMonitor,
  calendar: benchCalendar,
  packet: benchPacket,
  events: benchEvents,
  scan: benchScan,
};

const order = Object.keys(parts);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; the parts are: ${order.join(', ')}.`);
  process.exit(2);
}

const sections: Section[] = [];
for (const name of wanted.length > 0 ? wanted : order) {
  const section = await parts[name]!();
  printSection(section);
  sections.push(section);
}
await writeBenchmarks(sections, order);
const missed = sections.flatMap((section) => section.rows.filter((row) => row.met === false));
console.log(
  missed.length === 0
    ? '\nEvery target met. Written to BENCHMARKS.md.'
    : `\n${missed.length} target(s) missed: ${missed.map((row) => row.measure).join('; ')}. Written to BENCHMARKS.md.`,
);
