/// <reference types="vite/client" />

/** The date the legal texts last changed, stamped at build time (vite.config.ts). */
declare const __LEGAL_UPDATED_AT__: string;
