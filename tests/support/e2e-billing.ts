import type { BrowserContext, Locator } from 'playwright-core';

/** Clicks a button that opens a new tab (checkout or portal) and returns that tab once it shows `path`. */
export async function clickOpeningTab(context: BrowserContext, button: Locator, path: string) {
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await tab.waitForURL(`**${path}**`);
  return tab;
}

/**
 * Makes the signed-in owner of `context` Pro without the UI, through the endpoints the pages use (the
 * local test-mode billing, the default of the e2e server).
 */
export async function subscribeThroughApi(
  context: BrowserContext,
  baseUrl: string,
  options: { trial: boolean },
) {
  const headers = { origin: baseUrl };
  const checkout = await context.request.post(`${baseUrl}/api/billing/checkout`, {
    data: { trial: options.trial },
    headers,
  });
  if (!checkout.ok()) throw new Error(`checkout failed: ${checkout.status()}`);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = url.split('/').pop();
  const complete = await context.request.post(`${baseUrl}/api/billing/local/checkout/${sessionId}/complete`, {
    data: {},
    headers,
  });
  if (!complete.ok()) throw new Error(`checkout completion failed: ${complete.status()}`);
}

/**
 * A route answer in the API's error shape (docs/product/errors.md#the-error-envelope), for
 * `page.route(…).fulfill`.
 */
export const apiFailure = (status: number, code: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code, message } }),
});
