import { escapeHtml } from './escape-html';

type OpenApiDocument = { paths?: object };

/** A self-contained API reference (no third-party scripts, so it lives under our CSP). */
export function apiDocsPage(document: OpenApiDocument): string {
  const rows = Object.entries((document.paths ?? {}) as Record<string, Record<string, { summary?: string }>>)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<tr><td><code>${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>PermitPilot API</title></head><body style="font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem">
<h1>PermitPilot API</h1><p>The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>. Authentication endpoints live under <code>/api/auth</code> (better-auth).</p>
<table style="border-collapse:collapse;width:100%" border="1" cellpadding="6"><thead><tr><th>Method</th><th>Path</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
