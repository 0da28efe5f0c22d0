import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import permitpilot from './eslint-rules/feature-boundaries.js';

const clientNeverImportsServer = {
  group: ['**/server/**', '@server/*'],
  message: 'The client never imports the server (DESIGN §3).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'src/server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { permitpilot, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // DESIGN §3: features do not import each other (eslint-rules/feature-boundaries.js).
      'permitpilot/feature-boundaries': 'error',
    },
  },
  // DESIGN §3: the other boundaries.
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
    rules: { 'no-restricted-imports': ['error', { patterns: [clientNeverImportsServer] }] },
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
    },
  },
  {
    files: ['src/server/integrations/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '@client/*'] }] }] },
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
