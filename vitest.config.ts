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

/**
 * What the build defines for the client (vite.config.ts) that a test does not stub itself: a new object for each
 * project, since Vitest takes the entries out of the object it is given.
 */
const clientDefines = () => ({ __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) });

/** A project of the client's code, which the build's plugins and defines apply to. */
const clientSide = <Test extends { name: string }>(test: Test) => ({
  plugins: i18nPlugins(),
  define: clientDefines(),
  resolve: { alias },
  test,
});

const isolatedTests = testFilesNeedingIsolation(root, ['src', 'scripts']);

/**
 * A project whose files share their modules within a worker (Vitest's `isolate: false`: a module is imported
 * once a worker, not once a file), and beside it, named `<name>-isolated`, the few of its files that need
 * modules of their own (tests/support/isolated-tests.ts). `belongs` says which files the project's patterns
 * take.
 */
function sharingModules<
  Project extends { test: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean } },
>(
  // A function, not an object: each project needs its own objects (plugins, defines).
  make: () => Project,
  belongs: (file: string) => boolean,
) {
  const isolated = isolatedTests.filter(belongs);
  const shared = make();
  shared.test = { ...shared.test, isolate: false, exclude: [...(shared.test.exclude ?? []), ...isolated] };
  if (isolated.length === 0) return [shared];
  const apart = make();
  apart.test = { ...apart.test, name: `${apart.test.name}-isolated`, include: isolated, exclude: [] };
  return [shared, apart];
}

/**
 * The integration suite on one database, its files sharing the server's modules within a worker (441 s → 250 s
 * on PGlite).
 */
const integration = (name: string, database: 'pglite' | 'postgres') => {
  // On PostgreSQL, only what depends on the database (tests/support/database-bound-tests.ts) and the
  // *.postgres.test.ts, which need a server several connections can share.
  const bound = database === 'postgres' ? databaseBoundTestFiles(root, 'src/server') : [];
  const postgresOnly = (file: string) => file.endsWith('.postgres.test.ts');
  const belongs = (file: string) =>
    file.startsWith('src/server/') &&
    (database === 'pglite' ? !postgresOnly(file) : bound.includes(file) || postgresOnly(file));
  return sharingModules(
    () => ({
      resolve: { alias },
      test: {
        name,
        include:
          database === 'pglite'
            ? ['src/server/**/*.test.ts']
            : [...bound, 'src/server/**/*.postgres.test.ts'],
        exclude: database === 'pglite' ? ['src/server/**/*.postgres.test.ts'] : [],
        environment: 'node',
        globalSetup: [`tests/support/global-setup-${database}.ts`],
        setupFiles: ['tests/support/fail-on-console-error.ts'],
        env: { TEST_DATABASE_KIND: database },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    }),
    belongs,
  );
};

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core CI machine runs the suite in one worker
    // (673 s against 405 s with both). The browser tests take two files at a time (their project below).
    maxWorkers: os.availableParallelism(),
    projects: [
      ...sharingModules(
        () =>
          clientSide({
            name: 'unit',
            // The prerender renders on the server, as the build does: no DOM.
            include: [
              'src/shared/**/*.test.ts',
              'src/client/**/*.test.ts',
              'src/client/prerender.test.tsx',
              'scripts/**/*.test.ts',
              'tests/support/**/*.test.ts',
            ],
            environment: 'node',
            setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/i18n-setup.ts'],
          }),
        (file) =>
          /^(src\/shared|src\/client|scripts|tests\/support)\/.*\.test\.ts$/.test(file) ||
          file === 'src/client/prerender.test.tsx',
      ),
      // Components in a DOM (Testing Library), apart so that the unit project starts no DOM.
      ...sharingModules(
        () =>
          clientSide({
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
          }),
        (file) => /^src\/client\/.*\.test\.tsx$/.test(file) && file !== 'src/client/prerender.test.tsx',
      ),
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
          // Two files at a time against the one server: on a 2-core machine the
          // browser tests took 683 s one at a time and 484 s two at a time; more would only queue on the server.
          maxWorkers: Math.min(2, os.availableParallelism()),
          // A worker's files share its modules and its one browser (tests/support/browser.ts): each file had
          // started a process, imported Playwright and launched Chromium of its own, which left the two workers
          // idle 94 s of a 538 s run; 33 s of 512 s since. Each file still has its own contexts, and the server's
          // data is apart by account.
          isolate: false,
          sequence: { groupOrder: 1 },
          // One more try, so that a flake shows as a named retried test rather than a failed CI run; the
          // 30-second wait that brought it was a tap lost before hydration, since fixed (docs/decisions/0032).
          // A test that fails twice still fails.
          retry: 1,
          // A poll waits up to 5 s for what the test just caused, as Playwright's own waits do and longer than
          // Vitest's 1 s: a busy 2-core machine can take more than a second to show a list the server filters
          // (docs/decisions/0032).
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
