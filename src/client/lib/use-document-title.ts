import { useEffect } from 'react';

/** The tab title of a screen: '{title} · PermitPilot'. */
export function documentTitle(title: string) {
  return title ? `${title} · PermitPilot` : 'PermitPilot';
}

/** Sets the tab title for a screen. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
