import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Sums a V8 .cpuprofile (from `BENCH_CPU_PROFILE_DIR=… npm run bench -- api`, or any `node --cpu-prof`) by
 * function and by package, so a decision record's figures can be made again:
 *
 *   npx tsx bench/profile-summary.ts <file.cpuprofile | folder> [--read permits] [--top 25] [--stack 'userOf']
 *
 * Beside the profile, the bench's loads.json says which stretch of the run was the load of each read and how
 * many requests it served: only the stretch of `--read` (needed when the server served several) is counted, and
 * each figure is also given in µs per request. `--stack` adds, for each regular expression, the time of the
 * samples with a matching function (its name and file, as listed) anywhere on their stack. A folder stands for its main thread's profile.
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};
type Load = { fromMs: number; toMs: number; requests: number };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    read: { type: 'string' },
    top: { type: 'string', default: '25' },
    stack: { type: 'string', multiple: true },
  },
});
const target = positionals[0];
if (!target) {
  console.error(
    'usage: npx tsx bench/profile-summary.ts <file.cpuprofile | folder> [--top N] [--stack REGEX]',
  );
  process.exit(2);
}
const file = fs.statSync(target).isDirectory()
  ? // node names a thread's profile …<pid>.<thread>.<sequence>.cpuprofile; thread 0 is the main one.
    path.join(target, fs.readdirSync(target).find((name) => /\.0\.\d+\.cpuprofile$/.test(name)) ?? '')
  : target;
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const loadsFile = path.join(path.dirname(file), 'loads.json');
const loads = fs.existsSync(loadsFile)
  ? (JSON.parse(fs.readFileSync(loadsFile, 'utf8')) as Record<string, Load>)
  : {};
const reads = Object.keys(loads);
const read = values.read ?? (reads.length === 1 ? reads[0] : undefined);
if (reads.length > 1 && (!read || !loads[read])) {
  console.error(`This server served several reads; name one with --read: ${reads.join(', ')}.`);
  process.exit(2);
}
const load = read ? loads[read] : undefined;

/** node_modules/<package>, Node's own code, a folder of ours, or V8's pseudo-frames such as (garbage collector). */
function packageOf({ url, functionName }: CallFrame) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node (internal)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + '/node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const ours = /\/(src\/\w+\/\w+|bench|scripts)\//.exec(url);
  return ours ? `app: ${ours[1]}` : url;
}

function functionOf({ url, functionName, lineNumber }: CallFrame) {
  const short = url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(src|bench)\//, '$1/');
  return `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const patterns = (values.stack ?? []).map((source) => new RegExp(source));
const stackMatches = new Map<number, boolean[]>();
function matchesOnStack(id: number): boolean[] {
  const known = stackMatches.get(id);
  if (known) return known;
  const name = functionOf(nodes.get(id)!.callFrame);
  const parent = parents.get(id);
  const above = parent === undefined ? patterns.map(() => false) : matchesOnStack(parent);
  const own = patterns.map((pattern, i) => above[i]! || pattern.test(name));
  stackMatches.set(id, own);
  return own;
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
const byStack = patterns.map(() => 0);
let busy = 0;
let elapsed = 0;
for (let i = 0; i < profile.samples.length; i++) {
  elapsed += profile.timeDeltas[i]!;
  const atMs = elapsed / 1000;
  if (load && (atMs < load.fromMs || atMs > load.toMs)) continue;
  const frame = nodes.get(profile.samples[i]!)!.callFrame;
  // The time a sample stands for is the gap to the next one.
  const micros = profile.timeDeltas[i + 1] ?? 0;
  if (frame.functionName === '(idle)') continue;
  busy += micros;
  byFunction.set(functionOf(frame), (byFunction.get(functionOf(frame)) ?? 0) + micros);
  byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + micros);
  matchesOnStack(profile.samples[i]!).forEach((hit, j) => hit && (byStack[j]! += micros));
}

const perRequest = (micros: number) => (load ? `${(micros / load.requests).toFixed(1)} µs/req` : '');
const line = (name: string, micros: number) =>
  `${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${perRequest(micros).padStart(12)}  ${name}`;
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.top))
    .map(([name, micros]) => line(name, micros));

console.log(file);
console.log(
  load
    ? `${read}: ${load.requests} requests in ${((load.toMs - load.fromMs) / 1000).toFixed(1)} s; ` +
        `busy CPU ${(busy / 1000).toFixed(0)} ms, ${perRequest(busy)}`
    : `no loads.json beside the profile: the whole run, busy CPU ${(busy / 1000).toFixed(0)} ms`,
);
console.log('\nSelf time by package:');
console.log(top(byPackage).join('\n'));
console.log('\nSelf time by function:');
console.log(top(byFunction).join('\n'));
if (patterns.length > 0) {
  console.log('\nTime with a matching function on the stack:');
  patterns.forEach((pattern, i) => console.log(line(pattern.source, byStack[i]!)));
}
