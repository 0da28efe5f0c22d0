import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);

/** src/<side>/features/<f> may import only its own folder of src/<side>/features. */
const featureZones = (side) =>
  fs
    .readdirSync(path.join(root, 'src', side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `src/${side}/features/${name}`,
      from: `src/${side}/features`,
      except: [`./${name}`],
      message:
        'Features do not import each other; move shared code down to shared/ or lib/ (docs/product/engineering.md#layout).',
    }));

/**
 * The boundaries between folders (docs/product/engineering.md#layout), checked on the resolved path (aliases
 * included).
 */
const boundaries = [
  {
    target: 'src/shared',
    from: ['src/client', 'src/server'],
    message: 'shared/ imports nothing of ours (docs/product/engineering.md#layout).',
  },
  {
    target: 'src/client',
    from: 'src/server',
    message: 'The client never imports the server (docs/product/engineering.md#layout).',
  },
  {
    target: 'src/server',
    from: 'src/client',
    message: 'The server never imports the client (docs/product/engineering.md#layout).',
  },
  {
    target: 'src/**/!(*.test).{ts,tsx}',
    from: 'tests',
    message:
      'Production code never imports tests/; a builder the tests share goes in src/ (e.g. src/server/db/seed/).',
  },
  ...featureZones('client'),
  ...featureZones('server'),
  {
    target: 'src/server/billing',
    from: 'src/server/features',
    message: 'Features import billing, never the other way (docs/product/engineering.md#layout).',
  },
  {
    target: 'src/server/features',
    from: 'src/server/integrations/calendar/google',
    message:
      'Calendar sync speaks to a calendar through CalendarProvider (integrations/calendar/provider.ts); integrations/calendar/index.ts picks Google (docs/decisions/0023).',
  },
];

/** The vendor SDKs other than Stripe's, which billing/providers/ may use too. */
const VENDOR_SDKS = ['twilio', 'openai', 'googleapis', '@googleapis/*', 'google-auth-library', 'nodemailer'];

/**
 * The client's code speaks only through Lingui (docs/decisions/0026): a literal a person could read is an
 * error there. Tests and the service worker, which shows nothing, are not held to it.
 */
const LOCALIZED_CLIENT = ['src/client/**/*.ts', 'src/client/**/*.tsx'];

/**
 * What no-unlocalized-strings leaves alone: strings no person reads. A single word without a capital (a
 * variant, a key, a type), a CONSTANT, and strings given to class names, ids, URLs, test ids and the like.
 */
const unlocalizedStrings = {
  ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^(/|https?://|mailto:)'],
  ignoreNames: [
    { regex: { pattern: '(className|Class(es)?|CLASS(ES)?|_HEADER|Header)$' } },
    { regex: { pattern: '^(id|key|to|href|src|type|name|role|method|rel|target|variant|size|side|align)$' } },
    { regex: { pattern: '^(data|aria-(?!label|description|valuetext))' } },
    { regex: { pattern: '^(inputMode|autoComplete|accept|htmlFor|form|queryKey|mode|path|pattern)$' } },
  ],
  ignoreFunctions: [
    'cn',
    'cva',
    'clsx',
    'Error',
    'console.*',
    'navigate',
    'useNavigate',
    'new URL',
    'URLSearchParams',
    '*.get',
    '*.set',
    '*.has',
    '*.getAll',
    '*.delete',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    'document.querySelector',
    'document.getElementById',
    '*.addEventListener',
    '*.removeEventListener',
    'replace',
    '*.replace',
    'apiRequest',
    'apiResponse',
    'fetch',
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'src/server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, lingui },
    settings: {
      // Resolves the @client/@server/@shared/@tests aliases through tsconfig.json's paths. An import it cannot
      // resolve is not checked by no-restricted-paths (tsc reports it instead).
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  // A vendor SDK is a package name, not a path of ours (docs/product/engineering.md#layout);
  // no-restricted-paths would also let an SDK that is not installed yet pass, since it checks only imports it
  // can resolve. The client and shared/ are held to it too. '@googleapis/*' is Google's per-API packages
  // (@googleapis/calendar), which 'googleapis' does not match.
  {
    files: ['src/**'],
    ignores: ['src/server/integrations/**', 'src/server/billing/providers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['stripe', ...VENDOR_SDKS],
              message:
                'Only integrations/* (and billing/providers/, for Stripe) touch a vendor SDK (docs/product/engineering.md#layout).',
            },
          ],
        },
      ],
    },
  },
  // Billing keeps its payment providers beside it: they alone may touch Stripe's SDK, and no other.
  {
    files: ['src/server/billing/providers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: VENDOR_SDKS,
              message: 'billing/providers/ touches only Stripe (docs/product/engineering.md#layout).',
            },
          ],
        },
      ],
    },
  },
  {
    files: LOCALIZED_CLIENT,
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/client/service-worker/sw.ts'],
    rules: { 'lingui/no-unlocalized-strings': ['error', unlocalizedStrings] },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'tests/**',
      'src/server/db/seed-demo.ts',
      'src/server/db/migrate-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
