import type { MessageDescriptor } from '@lingui/core';
import { useEffect } from 'react';
import { BRAND_NAME } from '@shared/brand';
import { i18n } from './i18n';

/**
 * The tab title of a screen: '{title} · PermitPilot'. A title kept in a constant is a message descriptor,
 * written in the page's language when the title is asked for.
 */
export function documentTitle(title: string | MessageDescriptor) {
  const text = typeof title === 'string' ? title : i18n._(title);
  return text ? `${text} · ${BRAND_NAME}` : BRAND_NAME;
}

/** Sets the tab title for a screen. */
export function useDocumentTitle(title: string | MessageDescriptor) {
  const text = documentTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
