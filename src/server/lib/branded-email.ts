export type BrandedEmail = {
  /** The first line inside the message, e.g. 'Confirm your e-mail address'. */
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. why the reader got this message. */
  footnote?: string;
};

const BRAND = 'PermitPilot';
const BRAND_COLOR = '#1d4ed8';

export function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Renders one message as HTML and plain text, both carrying the brand. */
export function renderBrandedEmail(email: BrandedEmail): { html: string; text: string } {
  const paragraphs = email.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join('');
  const action = email.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(email.action.url)}" style="background:${BRAND_COLOR};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(email.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(email.action.url)}" style="color:${BRAND_COLOR};word-break:break-all">${escapeHtml(email.action.url)}</a></p>`
    : '';
  const footnote = email.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(email.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(email.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${BRAND_COLOR}">${BRAND}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(email.heading)}</h1>
${paragraphs}${action}${footnote}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${BRAND} — permits and licences, always on time.</p>
</td></tr></table>
</body></html>`;
  const text = [
    BRAND,
    '',
    email.heading,
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(email.action ? [`${email.action.label}: ${email.action.url}`, ''] : []),
    ...(email.footnote ? [email.footnote, ''] : []),
    `${BRAND} — permits and licences, always on time.`,
  ].join('\n');
  return { html, text };
}
