import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { i18nFor } from '../i18n/i18n';
import {
  ActionButton,
  BrandedLayout,
  EmailHeading,
  FallbackLink,
  Footnote,
  Paragraph,
} from './branded-layout';
import { renderEmail } from './render-email';

export type BrandedEmailContent = {
  /** The first line inside the message, e.g. 'Confirm your e-mail address'. */
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. why the reader got this message. */
  footnote?: string;
  /** The reader's language, which the texts above are already in; English when not given. */
  i18n?: I18n;
};

/** A message of a heading, a few paragraphs and at most one action: confirmation, reset, welcome. */
export function BrandedEmail({
  heading,
  paragraphs,
  action,
  footnote,
  i18n = i18nFor(DEFAULT_LOCALE),
}: BrandedEmailContent) {
  return (
    <BrandedLayout title={heading} i18n={i18n}>
      <EmailHeading>{heading}</EmailHeading>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      {action && (
        <>
          <ActionButton label={action.label} url={action.url} />
          <FallbackLink url={action.url} i18n={i18n} />
        </>
      )}
      {footnote && <Footnote>{footnote}</Footnote>}
    </BrandedLayout>
  );
}

/** Renders one such message as HTML and plain text, both carrying the brand. */
export const renderBrandedEmailNow = (content: BrandedEmailContent) =>
  renderEmail(<BrandedEmail {...content} />);
