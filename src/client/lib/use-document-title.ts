import { useEffect } from 'react';

/** Sets the tab title for a screen: '{title} · PermitPilot'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · PermitPilot` : 'PermitPilot';
  }, [title]);
}
