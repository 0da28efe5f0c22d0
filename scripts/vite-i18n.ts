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

/** A module the code loads when asked (a dialog, say) has a catalog of its own, named after its file. */
const LAZY = 'lazy~';

const entryFile = (root: string, name: string) =>
  name.startsWith(LAZY)
    ? path.join(root, name.slice(LAZY.length))
    : path.join(root, name === 'main' ? 'src/client/main.tsx' : `src/client/routes/${name}.tsx`);

/**
 * The source files a catalog's code runs as soon as it is loaded: its module and every module it imports
 * statically, as paths from the root. What it loads when asked brings its own catalog (`withMessages` in
 * client/lib/i18n.ts). esbuild reads tsconfig.json's paths; packages and assets hold no messages of ours.
 */
async function sourceFilesOf(root: string, name: string): Promise<Set<string>> {
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
          build.onResolve({ filter: /./ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
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
  const linguiConfig = () =>
    (config ??= getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') }));
  /** The ids of a catalog's messages (the shell's excepted, which are loaded before any other). */
  const idsCache = new Map<string, Promise<string[]>>();
  const catalogIds = (name: string): Promise<string[]> => {
    let ids = idsCache.get(name);
    if (!ids) {
      ids = (async () => {
        const lingui = linguiConfig();
        const [catalog] = await getCatalogs(lingui);
        if (!catalog) throw new Error('lingui.config.ts names no catalog');
        const extracted = Object.entries((await catalog.read(lingui.sourceLocale ?? 'en')) ?? {});
        const files = await sourceFilesOf(root, name);
        const own = extracted
          .filter(([, message]) => message.origin?.some(([file]) => files.has(file)))
          .map(([messageId]) => messageId);
        if (name === 'main') return own;
        const shell = new Set(await catalogIds('main'));
        return own.filter((messageId) => !shell.has(messageId));
      })();
      idsCache.set(name, ids);
    }
    return ids;
  };
  const clientFolder = path.join(root, 'src/client') + path.sep;
  const sharedFolder = path.join(root, 'src/shared') + path.sep;
  const router = path.join(root, 'src/client/app/router.tsx');

  return {
    name: 'permitpilot-lingui-catalogs',
    /**
     * `import('./dialog')` in the client becomes `withMessages(import('./dialog'), {en, es})` when the module
     * has messages of its own: they load with it, in the page's language. The router's screens load theirs
     * with `screen()` (app/router.tsx).
     */
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(clientFolder) || file === router || !/\.[jt]sx?$/.test(file)) return null;
      if (!code.includes('import(')) return null;
      const { locales } = linguiConfig();
      const calls = [...code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)];
      const replacements: { start: number; end: number; text: string }[] = [];
      for (const call of calls) {
        const resolved = await this.resolve(call[2]!, file);
        const target = resolved?.id.split('?')[0];
        if (!target || !(target.startsWith(clientFolder) || target.startsWith(sharedFolder))) continue;
        const name = `${LAZY}${path.relative(root, target).replace(/\\/g, '/')}`;
        if ((await catalogIds(name)).length === 0) continue;
        const loaders = locales.map(
          (locale) =>
            `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${CATALOG_PREFIX}${name}:${locale}`)})`,
        );
        replacements.push({
          start: call.index,
          end: call.index + call[0].length,
          text: `__ppWithMessages(${call[0]}, { ${loaders.join(', ')} })`,
        });
      }
      if (replacements.length === 0) return null;
      let output = code;
      for (const { start, end, text } of replacements.reverse())
        output = output.slice(0, start) + text + output.slice(end);
      return {
        code: `import { withMessages as __ppWithMessages } from '@client/lib/i18n';\n${output}`,
        map: null,
      };
    },
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
      const rest = id.slice(CATALOG_PREFIX.length);
      const name = rest.slice(0, rest.lastIndexOf(':'));
      const locale = rest.slice(rest.lastIndexOf(':') + 1);
      const lingui = linguiConfig();
      const [catalog] = await getCatalogs(lingui);
      if (!catalog) throw new Error('lingui.config.ts names no catalog');
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: lingui.fallbackLocales || {},
        sourceLocale: lingui.sourceLocale ?? 'en',
      });
      const ids = await catalogIds(name);
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
      idsCache.clear();
    },
  };
}
