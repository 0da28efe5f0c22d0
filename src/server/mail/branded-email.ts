import type { BrandedEmailContent } from './branded-email-template';

export type { BrandedEmailContent };

/**
 * Renders a branded message as HTML and plain text (mail/branded-email-template.tsx). The template and React
 * Email load at the first message, not at start-up: @react-email/components brings a syntax highlighter,
 * Markdown and Tailwind along, tens of MiB a server that sends no mail never needs (docs/decisions/0028).
 */
export async function renderBrandedEmail(content: BrandedEmailContent) {
  const { renderBrandedEmailNow } = await import('./branded-email-template');
  return renderBrandedEmailNow(content);
}
