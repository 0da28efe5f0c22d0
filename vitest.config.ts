import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs, linguiMacro } from './scripts/vite-i18n.ts';
import { databaseBoundTestFiles } from './tests/support/database-bound-tests.ts';
import { testFilesNeedingIsolation } from './tests/support/isolated-tests.ts';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@client': path.join(root, 'src/client'),
  '@shared': path.join(root, 'src/shared'),
  '@server': path.join(root, 'src/server'),
  '@tests': path.join(root, 'tests'),
};

// The client's code speaks through Lingui's macros and catalogs (docs/decisions/0026).
const i18nPlugins = () => [linguiMacro(), linguiCatalogs(root)];

/** What the build defines for the client (vite.config.ts) that a test does not stub itself. */
const clientDefines = { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) };

const isolatedServerTests = testFilesNeedingIsolation(root, 'src/server');

/**
 * The integration suite on one database. Its files share their modules within a worker (the server's code is
 * imported once a worker, not once a file: 441 s → 250 s on PGlite); the few that replace a module run in a
 * second, isolated project (tests/support/isolated-tests.ts).
 */
const integration = (name: string, database: 'pglite' | 'postgres') => {
  // On PostgreSQL, only what depends on the database (tests/support/database-bound-tests.ts) and the
  // *.postgres.test.ts, which need a server several connections can share.
  const files =
    database === 'pglite'
      ? ['src/server/**/*.test.ts']
      : [...databaseBoundTestFiles(root, 'src/server'), 'src/server/**/*.postgres.test.ts'];
  const onThisDatabase = (file: string) =>
    database === 'pglite'
      ? !file.endsWith('.postgres.test.ts')
      : files.includes(file) || file.endsWith('.postgres.test.ts');
  const project = (projectName: string, include: string[], exclude: string[], isolate: boolean) => ({
    resolve: { alias },
    test: {
      name: projectName,
      include,
      exclude,
      isolate,
      environment: 'node',
      globalSetup: [`tests/support/global-setup-${database}.ts`],
      setupFiles: ['tests/support/fail-on-console-error.ts'],
      env: { TEST_DATABASE_KIND: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  const isolated = isolatedServerTests.filter(onThisDatabase);
  const exclude = [...(database === 'pglite' ? ['src/server/**/*.postgres.test.ts'] : []), ...isolated];
  return [
    project(name, files, exclude, false),
    ...(isolated.length > 0 ? [project(`${name}-isolated`, isolated, [], true)] : []),
  ];
};

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core CI machine runs the suite in one worker
    // (673 s against 405 s with both). The browser tests still take one file at a time (their project below).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        plugins: i18nPlugins(),
        define: clientDefines,
        resolve: { alias },
        test: {
          name: 'unit',
          // The prerender renders on the server, as the build does: no DOM.
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.ts',
            'src/client/prerender.test.tsx',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/i18n-setup.ts'],
        },
      },
      // Components in a DOM (Testing Library), apart so that the unit project starts no DOM.
      {
        plugins: i18nPlugins(),
        define: clientDefines,
        resolve: { alias },
        test: {
          name: 'client',
          include: ['src/client/**/*.test.tsx'],
          exclude: ['src/client/prerender.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
          setupFiles: [
            'tests/support/fail-on-console-error.ts',
            'tests/support/i18n-setup.ts',
            'tests/support/client-setup.ts',
          ],
        },
      },
      ...integration('integration', 'pglite'),
      // The same integration suite again on PostgreSQL when TEST_DATABASE_URL is set
      // (docs/product/engineering.md#tests-and-ci).
      ...(process.env.TEST_DATABASE_URL ? integration('integration-postgres', 'postgres') : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup-server.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own browser, against the one server: on a 2-core machine the
          // browser tests took 683 s one at a time and 484 s two at a time; more would only queue on the server.
          maxWorkers: Math.min(2, os.availableParallelism()),
          sequence: { groupOrder: 1 },
          // Two at a time, a dialog's list has once in several runs waited 30 s for an answer that never came
          // (renewal-calendar.test.ts): one more try keeps CI from failing on it while the cause is looked
          // for (docs/decisions/0032). A test that fails twice still fails.
          retry: 1,
        },
      },
    ],
  },
});
