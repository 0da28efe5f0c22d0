import { useEffect } from 'react';
import { BRAND_NAME } from '@shared/brand';

/** The tab title of a screen: '{title} · PermitPilot'. */
export function documentTitle(title: string) {
  return title ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
}

/** Sets the tab title for a screen. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
