// `npm test`: every check, in the order that fails fastest (docs/product/engineering.md#tests-and-ci).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Each project with its isolated part (vitest.config.ts); PostgreSQL's integration project when
// TEST_DATABASE_URL is set.
const testProjects = ['unit*', 'client', 'integration*'].flatMap((name) => ['--project', name]);

// Each Vitest run also writes its per-file times, so the end of the run can name the slowest files.
const timingsDir = path.join(root, 'tests', '.tmp', 'timings');
fs.rmSync(timingsDir, { recursive: true, force: true });
const withTimings = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(timingsDir, `${name}.json`)}`,
];

// The static checks read the sources only: they run at once, each printing when it ends (about 40 s less of
// CI than one after another; docs/product/engineering.md#tests-and-ci). The client build, which only the browser
// tests need, runs beside them: it writes dist/, which no check reads. So does a second build under another
// build id, the new deploy of the offline app's update test (tests/e2e/offline-app.test.ts): built here, beside
// the checks, it cost the run about 10 s; built by that test, under the browser tests, about 45 s.
const checks = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['permit catalog', bin('tsx'), ['scripts/catalog-check.ts']],
  ['citations', bin('tsx'), ['scripts/check-citations.ts']],
  ['message catalogs', bin('tsx'), ['scripts/i18n.ts', '--check']],
  ['client build', bin('vite'), ['build', '--logLevel', 'warn']],
  [
    'next client build',
    bin('vite'),
    ['build', '--outDir', 'dist/client-next', '--emptyOutDir', '--logLevel', 'warn'],
    { PERMITPILOT_BUILD_ID: `next-${Date.now().toString(36)}` },
  ],
];

const steps = [
  ['unit, component and integration tests', bin('vitest'), ['run', ...testProjects, ...withTimings('tests')]],
  ['browser tests', bin('vitest'), ['run', '--project', 'e2e', ...withTimings('browser')]],
];

const results = [];
const checked = await Promise.all(
  checks.map(
    ([name, command, args, env = {}]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1', ...env } });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`\n▶ ${name}\n${output.trimEnd()}`);
          resolve({ name, status, seconds });
        });
      }),
  ),
);
for (const { name, status, seconds } of checked)
  results.push(`${status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
const failedCheck = checked.find(({ status }) => status !== 0);
if (failedCheck) {
  console.log(`\n${results.join('\n')}\n\n✘ ${failedCheck.name} failed`);
  process.exit(failedCheck.status ?? 1);
}
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}\n\n${slowestFiles(10)}\n\n✘ ${name} failed`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n\n${slowestFiles(10)}\n\nAll checks passed.`);

/** The test files that took longest, over every Vitest run of this `npm test`, to see where CI's time goes. */
function slowestFiles(count) {
  const files = fs.existsSync(timingsDir) ? fs.readdirSync(timingsDir) : [];
  const timings = files.flatMap((file) => {
    const report = JSON.parse(fs.readFileSync(path.join(timingsDir, file), 'utf8'));
    return report.testResults.map((result) => ({
      file: path.relative(root, result.name),
      seconds: (result.endTime - result.startTime) / 1000,
    }));
  });
  const slowest = timings.sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const lines = slowest.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
  return [`The ${slowest.length} slowest test files:`, ...lines].join('\n');
}
