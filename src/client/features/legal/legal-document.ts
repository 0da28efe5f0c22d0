import { format, parseISO } from 'date-fns';

/** A list entry is plain text, or a defined term followed by its explanation. */
export type LegalListItem = string | { term: string; text: string };

export type LegalBlock = string | { list: readonly LegalListItem[] };

export type LegalSection = { heading: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** What the document covers, shown under the title. */
  summary: string;
  sections: readonly LegalSection[];
  /** The sentence before the support e-mail address in the closing Contact us section. */
  contactPrompt: string;
};

/** The date the build stamped from the last change to this folder, as 'Month d, yyyy' (spec §2 Static pages). */
export function legalUpdatedAt() {
  return { iso: __LEGAL_UPDATED_AT__, label: format(parseISO(__LEGAL_UPDATED_AT__), 'MMMM d, yyyy') };
}
