import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@client/lib/i18n';

/*
 * The legal pages' texts are messages, one per paragraph, list entry, term and heading (docs/decisions/0026):
 * the translator reads them in order in the catalog, and a change to the English makes its translation
 * missing until it is translated again. A translated page says at its top that the English version prevails.
 */

/**
 * A list entry is a text, or a defined term followed by its explanation. A term that is a name the app uses
 * (a browser storage key such as `selectedPlan`) is written as it is, in every language.
 */
export type LegalListItem = MessageDescriptor | { term: MessageDescriptor | string; text: MessageDescriptor };

export type LegalBlock = MessageDescriptor | { list: readonly LegalListItem[] };

export type LegalSection = { heading: MessageDescriptor; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: MessageDescriptor;
  /** What the document covers, shown under the title. */
  summary: MessageDescriptor;
  sections: readonly LegalSection[];
  /** The sentence before the support e-mail address in the closing Contact us section. */
  contactPrompt: MessageDescriptor;
};

/**
 * The date the build stamped from the last change to this folder (docs/product/screens.md#static-pages),
 * written out in the page's language: 'June 3, 2026' ('MMMM d, yyyy') in English, '3 de junio de 2026' in
 * Spanish.
 */
export function legalUpdatedAt() {
  const [year = 1970, month = 1, day = 1] = __LEGAL_UPDATED_AT__.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return { iso: __LEGAL_UPDATED_AT__, label: i18n.date(date, { dateStyle: 'long', timeZone: 'UTC' }) };
}
