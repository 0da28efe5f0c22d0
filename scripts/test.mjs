// `npm test`: every check, in the order that fails fastest (docs/product/engineering.md#tests-and-ci).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const integrationProjects = [
  '--project',
  'integration',
  ...(process.env.TEST_DATABASE_URL ? ['--project', 'integration-postgres'] : []),
];

const steps = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['permit catalog', bin('tsx'), ['scripts/catalog-check.ts']],
  ['citations', bin('tsx'), ['scripts/check-citations.ts']],
  ['message catalogs', bin('tsx'), ['scripts/i18n.ts', '--check']],
  [
    'unit, component and integration tests',
    bin('vitest'),
    ['run', '--project', 'unit', '--project', 'client', ...integrationProjects],
  ],
  ['client build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['browser tests', bin('vitest'), ['run', '--project', 'e2e']],
];

const results = [];
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
    console.log(`\n${results.join('\n')}\n\n✘ ${name} failed`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n\nAll checks passed.`);
