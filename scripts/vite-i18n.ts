import fs from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import * as esbuild from 'esbuild';
import type { Plugin } from 'vite';

/** The modules that import a Lingui macro: only they go through Babel. */
const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Expands Lingui's macros (`Trans`, `t`, `msg`, `plural`…) into runtime calls with their message ids,
 * before Vite's own TypeScript and JSX transform (docs/decisions/0026). Lingui's documented route to Vite
 * is a Babel or SWC pass inside @vitejs/plugin-react, which no longer runs Babel since version 6, and the
 * Rolldown Babel plugin needs Node 22: this is that pass alone, on the files that need it.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'permitpilot-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}

const CATALOGS_ID = 'virtual:permitpilot/catalogs';
const CATALOG_PREFIX = '\0permitpilot-catalog:';

/** The catalogs a screen loads: one per route module (src/client/routes), and the shell's (main.tsx). */
export function catalogNames(root: string): string[] {
  const routes = fs
    .readdirSync(path.join(root, 'src/client/routes'))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length));
  return ['main', ...routes.sort()];
}

const entryFile = (root: string, name: string) =>
  path.join(root, name === 'main' ? 'src/client/main.tsx' : `src/client/routes/${name}.tsx`);

/**
 * The source files a catalog's screen can run: its module and every module it imports, statically or
 * when asked (a dialog's chunk, say), as paths from the root. The shell's stops at the screens, which bring
 * their own catalogs. esbuild reads tsconfig.json's paths; packages and assets hold no messages of ours.
 */
async function sourceFilesOf(root: string, name: string): Promise<Set<string>> {
  const router = path.join(root, 'src/client/app/router.tsx');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entryFile(root, name)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'preserve',
    logLevel: 'silent',
    outdir: path.join(root, '.cache/i18n'),
    plugins: [
      {
        name: 'outside-our-code',
        setup(build) {
          // What the router loads when asked is the screens' (their modules, and what they prefetch).
          build.onResolve({ filter: /./ }, (args) =>
            args.kind === 'dynamic-import' && args.importer === router
              ? { path: args.path, external: true }
              : undefined,
          );
          build.onResolve({ filter: /^[^./]|\.(css|svg|png|jpe?g|webp|woff2?)$|\?/ }, (args) => {
            if (/^@(client|shared)\//.test(args.path) && !args.path.includes('?')) return undefined;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return new Set(Object.keys(result.metafile.inputs).map((input) => input.replace(/\\/g, '/')));
}

/**
 * Lingui's catalogs split per screen (docs/decisions/0026). `virtual:permitpilot/catalogs` maps each
 * catalog name and language to a chunk of its own, holding the compiled messages whose source files the
 * screen runs: a phone loads the shell's and the screen's, in its language, and nothing else.
 */
export function linguiCatalogs(root: string): Plugin {
  let config: LinguiConfigNormalized | undefined;
  let sources: Map<string, Promise<Set<string>>> = new Map();
  const linguiConfig = () =>
    (config ??= getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') }));
  return {
    name: 'permitpilot-lingui-catalogs',
    resolveId(id) {
      if (id === CATALOGS_ID) return `\0${CATALOGS_ID}`;
      if (id.startsWith(CATALOG_PREFIX)) return id;
      return null;
    },
    async load(id) {
      if (id === `\0${CATALOGS_ID}`) {
        const { locales } = linguiConfig();
        const entries = catalogNames(root).map((name) => {
          const loaders = locales.map(
            (locale) =>
              `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${CATALOG_PREFIX}${name}:${locale}`)})`,
          );
          return `${JSON.stringify(name)}: { ${loaders.join(', ')} }`;
        });
        return `export const catalogs = {\n${entries.join(',\n')}\n};\n`;
      }
      if (!id.startsWith(CATALOG_PREFIX)) return null;
      const [name = '', locale = ''] = id.slice(CATALOG_PREFIX.length).split(':');
      const lingui = linguiConfig();
      const [catalog] = await getCatalogs(lingui);
      if (!catalog) throw new Error('lingui.config.ts names no catalog');
      const filesOf = (catalogName: string) => {
        if (!sources.has(catalogName)) sources.set(catalogName, sourceFilesOf(root, catalogName));
        return sources.get(catalogName)!;
      };
      const extracted = Object.entries((await catalog.read(lingui.sourceLocale ?? 'en')) ?? {});
      const idsOf = async (catalogName: string) => {
        const files = await filesOf(catalogName);
        return extracted
          .filter(([, message]) => message.origin?.some(([file]) => files.has(file)))
          .map(([messageId]) => messageId);
      };
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: lingui.fallbackLocales || {},
        sourceLocale: lingui.sourceLocale ?? 'en',
      });
      // The shell's messages are loaded before any screen's: a screen's chunk leaves them out.
      const shell = name === 'main' ? new Set<string>() : new Set(await idsOf('main'));
      const ids = (await idsOf(name)).filter((messageId) => !shell.has(messageId));
      this.addWatchFile(catalog.getFilename(locale));
      const { source, errors } = createCompiledCatalog(
        locale,
        Object.fromEntries(ids.map((messageId) => [messageId, messages[messageId] ?? ''])),
        { namespace: 'es' },
      );
      if (errors.length)
        throw new Error(
          `The ${locale} catalog holds messages that do not compile: ${errors.map((error) => error.id).join(', ')}`,
        );
      return { code: source, moduleType: 'js' };
    },
    watchChange() {
      // A changed import can change what a screen runs.
      sources = new Map();
    },
  };
}
