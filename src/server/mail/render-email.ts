import { render, toPlainText } from '@react-email/components';
import type { FormatCallback, HtmlToTextOptions } from 'html-to-text';
import type { ReactElement } from 'react';

/**
 * A link in the plain-text part reads 'Label: address' ('Mark as renewed: https://…'), so a reader of the
 * text part sees what each address is for. An aria-label, when there is one, is the fuller label
 * ('Unsubscribe from reminder e-mails' for a link that shows 'Unsubscribe').
 */
const labelledLink: FormatCallback = (element, walk, builder) => {
  const label = element.attribs?.['aria-label'];
  if (label) builder.addInline(label);
  else walk(element.children ?? [], builder);
  const href = element.attribs?.href;
  if (href) builder.addInline(`: ${href}`, { noWordTransform: true });
};

const htmlToTextOptions: HtmlToTextOptions = {
  formatters: { labelledLink },
  selectors: [
    { selector: 'a', format: 'labelledLink' },
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
  ],
};

/** One message as HTML and as plain text, both from the same React e-mail. */
export async function renderEmail(email: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(email);
  return { html, text: toPlainText(html, htmlToTextOptions) };
}

/** A whole web page from the same components, for the few pages the server answers itself. */
export const renderPage = (page: ReactElement) => render(page);
