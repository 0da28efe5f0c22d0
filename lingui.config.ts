import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Every message PermitPilot writes (docs/decisions/0026): English in the code (Lingui's macros in the client,
 * marked strings on the server), one catalog per language for the translator. The client's part is split per
 * screen by scripts/vite-i18n.ts, so a phone loads only the messages of the screen it shows, in its language;
 * the server reads the compiled catalogs whole.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // File names without line numbers, so moving code doesn't rewrite the catalogs; the split reads them.
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/client', '<rootDir>/src/shared', '<rootDir>/src/server'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/client/service-worker/sw.ts'],
    },
  ],
});
