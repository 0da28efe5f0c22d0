import fs from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One zone per feature folder: it may import itself, never a sibling feature (DESIGN §3). */
function featureZones(side) {
  const folder = `src/${side}/features`;
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${folder}/${name}`,
      from: `./${folder}`,
      except: [`./${name}`],
      message: 'Features do not import each other; move shared code down to shared/ or lib/ (DESIGN §3).',
    }));
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'src/server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },

    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // DESIGN §3 boundaries.
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/server/**', '@client/*', '@server/*'],
              message: 'shared/ imports nothing of ours (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@server/*'],
              message: 'The client never imports the server (DESIGN §3).',
            },
            {
              regex: '^@client/features/[^/]+/',
              message:
                'Only routes/ and app/ compose features; a feature imports no other feature (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones('client') }] },
  },
  {
    // Composition layers may import any feature.
    files: ['src/client/routes/**', 'src/client/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@server/*'],
              message: 'The client never imports the server (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '@client/*'], message: 'The server never imports the client.' },
            {
              group: ['stripe', 'twilio', 'openai', 'googleapis', 'google-auth-library', 'nodemailer'],
              message: 'Only integrations/* touch a vendor SDK (DESIGN §3).',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: featureZones('server') }],
    },
  },
  {
    files: ['src/server/integrations/**'],
    rules: { 'no-restricted-imports': 'off' },
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
