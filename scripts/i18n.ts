import fs from 'node:fs';
import path from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

/**
 * `npm run i18n` brings the message catalogs (src/locales/*.po) up to date with the code and compiles the
 * server's messages; `npm run i18n:check`, part of `npm test`, fails when a message is missing from a
 * catalog or is no longer used, when a Spanish translation is missing, or when the compiled server
 * messages are stale (docs/decisions/0026).
 */

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The server's messages, compiled: the server reads them at start, without Lingui's tooling. */
const serverMessagesDir = (root: string) => path.join(root, 'src/server/i18n/messages');

/** The source files whose messages the server speaks: its own and the shared ones. */
const serverOrigin = (file: string) => file.startsWith('src/server/') || file.startsWith('src/shared/');

type Origin = [file: string, line?: number];
type Extracted = Record<string, { message?: string; origin?: Origin[]; obsolete?: boolean }>;

async function loadCatalog(root: string) {
  const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts names no catalog');
  const sourceLocale = config.sourceLocale ?? 'en';
  return { config, catalog, sourceLocale, fallbackLocales: config.fallbackLocales || {} };
}

/** The compiled messages of the server for each language, as files name → content. */
async function compiledServerMessages(root: string): Promise<Map<string, string>> {
  const { config, catalog, sourceLocale, fallbackLocales } = await loadCatalog(root);
  const source = ((await catalog.read(sourceLocale)) ?? {}) as Extracted;
  const ids = Object.entries(source)
    .filter(([, message]) => message.origin?.some(([file]) => serverOrigin(file)))
    .map(([id]) => id)
    .sort();
  const files = new Map<string, string>();
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
    const { source: json, errors } = createCompiledCatalog(
      locale,
      Object.fromEntries(ids.map((id) => [id, messages[id] ?? ''])),
      { namespace: 'json' },
    );
    if (errors.length)
      throw new Error(`${locale}: messages that do not compile: ${errors.map((e) => e.id).join(', ')}`);
    files.set(
      path.join(serverMessagesDir(root), `${locale}.json`),
      `${json.replace(/^\/\*eslint-disable\*\//, '')}\n`,
    );
  }
  return files;
}

const describe = (id: string, message?: string) => JSON.stringify(message ?? id);
const originsOf = (message?: { origin?: Origin[] }) =>
  (message?.origin ?? [])
    .map(([file]) => file)
    .sort()
    .join(',');

/** What is wrong with the catalogs and the compiled server messages; nothing when all is well. */
export async function checkMessageCatalogs(root = ROOT): Promise<string[]> {
  const { config, catalog, sourceLocale } = await loadCatalog(root);
  const fresh = ((await catalog.collect()) ?? {}) as Extracted;
  const stored = (await catalog.readAll()) as Record<string, Extracted | undefined>;
  const problems: string[] = [];
  for (const locale of config.locales) {
    const messages = stored[locale] ?? {};
    for (const [id, message] of Object.entries(fresh)) {
      const saved = messages[id];
      if (!saved || saved.obsolete) problems.push(`${locale}: missing ${describe(id, message.message)}`);
      else if (originsOf(saved) !== originsOf(message))
        problems.push(`${locale}: out of date where ${describe(id, message.message)} is used`);
    }
    for (const [id, message] of Object.entries(messages))
      if (!fresh[id]) problems.push(`${locale}: unused ${describe(id, message.message)}`);
  }
  for (const locale of config.locales.filter((locale) => locale !== sourceLocale)) {
    const { missing } = await catalog.getTranslations(locale, { fallbackLocales: {}, sourceLocale });
    for (const { id, source } of missing)
      if (fresh[id]) problems.push(`${locale}: not translated ${describe(id, source)}`);
  }
  if (problems.length === 0) {
    for (const [file, content] of await compiledServerMessages(root)) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== content) problems.push(`${path.relative(root, file)} is out of date`);
    }
  }
  return problems;
}

/** Extracts the catalogs from the code (dropping messages no longer used) and compiles the server's. */
export async function updateMessageCatalogs(root = ROOT, options: { quiet?: boolean } = {}) {
  const { spawnSync } = await import('node:child_process');
  const extract = spawnSync(path.join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
    cwd: root,
    stdio: options.quiet ? 'ignore' : 'inherit',
  });
  if (extract.status !== 0) throw new Error(`lingui extract failed (${extract.status})`);
  fs.mkdirSync(serverMessagesDir(root), { recursive: true });
  for (const [file, content] of await compiledServerMessages(root)) fs.writeFileSync(file, content);
  if (!options.quiet)
    console.log(`Compiled the server's messages into ${path.relative(root, serverMessagesDir(root))}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  if (process.argv.includes('--check')) {
    const problems = await checkMessageCatalogs();
    if (problems.length > 0) {
      console.error(
        `The message catalogs have ${problems.length} problem(s); run \`npm run i18n\`, then translate:`,
      );
      for (const problem of problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    console.log('The message catalogs are complete and current.');
  } else {
    await updateMessageCatalogs();
  }
}
