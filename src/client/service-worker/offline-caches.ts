/*
 * What the service worker keeps for offline use and the app clears at sign-out (docs/decisions/0024); shared by
 * the worker and the app, so both name the same caches.
 */

export const OFFLINE_CACHES = {
  pages: 'permitpilot-pages',
  api: 'permitpilot-api',
  documents: 'permitpilot-documents',
} as const;

/**
 * The reads the signed-in screens need to open offline: the session and business, the permits and their
 * categories, the vehicles, the business profile, plan and role, the alert settings. Not the live requirement changes (an
 * event stream), the export, the packet or anything public.
 */
export const OFFLINE_API_PATHS: readonly RegExp[] = [
  /^\/api\/auth\/get-session$/,
  /^\/api\/businesses$/,
  /^\/api\/permits$/,
  /^\/api\/permits\/[^/]+$/,
  /^\/api\/permit-categories$/,
  // The dashboard's vehicle filter and the permit form's 'Vehicle' (docs/product/fleet.md#at-the-window).
  /^\/api\/vehicles$/,
  /^\/api\/business-profile$/,
  /^\/api\/subscription$/,
  /^\/api\/subscription\/entitlements$/,
  /^\/api\/alert-settings$/,
  /^\/api\/site$/,
  /^\/api\/permit-suggestions$/,
  /^\/api\/requirement-changes$/,
];

/** A permit's document: kept once opened, or when the member asks to keep it available offline. */
export const OFFLINE_DOCUMENT_PATH = /^\/api\/permits\/[^/]+\/document$/;

/** The message that lets a waiting new version take over, once the member chose to reload. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Forgets everything kept for offline use: at sign-out, and when an account is closed. */
export async function clearOfflineCaches() {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
}

/** The header the service worker adds to a kept answer it gives offline: when the server made it. */
export const KEPT_HEADER = 'X-PermitPilot-Kept';

/** Asks for a document so that the service worker keeps it, or forgets the kept copy. */
export async function keepDocument(url: string, keep: boolean) {
  if (typeof caches === 'undefined') return;
  if (keep) {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`the document could not be fetched: ${response.status}`);
    await response.arrayBuffer();
  } else {
    await (await caches.open(OFFLINE_CACHES.documents)).delete(url);
  }
}
