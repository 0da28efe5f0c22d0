/// <reference types="vite/client" />

/** The date the legal texts last changed, stamped at build time (vite.config.ts). */
declare const __LEGAL_UPDATED_AT__: string;

/** The year of the build (vite.config.ts), which the prerendered pages' footers were written in. */
declare const __BUILD_YEAR__: number;

/** The message catalogs, split per screen by scripts/vite-i18n.ts (docs/decisions/0026). */
declare module 'virtual:permitpilot/catalogs' {
  import type { Messages } from '@lingui/core';
  import type { Locale } from '@shared/i18n/locales';
  type Catalog = Record<Locale, () => Promise<{ messages: Messages }>>;
  export const catalogs: Record<string, Catalog>;
}
