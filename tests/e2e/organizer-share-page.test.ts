import { describe, expect, inject, it } from 'vitest';
import type { EventDto } from '@shared/contracts/events';
import type { ShareLink } from '@shared/contracts/sharing';
import {
  expectAccessibleOnPhone,
  expectTouchTargets,
  phoneBrowserSession,
  phoneContext,
} from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, uploadDocumentThroughApi } from '../support/e2e-helpers';

/*
 * An event's share page for its organiser (docs/product/events.md#the-organisers-packet), opened on a phone by
 * someone with no account.
 */

const baseUrl = inject('baseUrl');
const { browser, context } = phoneBrowserSession(baseUrl);

async function postThroughApi<T>(path: string, data: unknown) {
  const response = await context.request.post(`${baseUrl}${path}`, { headers: { origin: baseUrl }, data });
  expect(response.status(), path).toBe(201);
  return (await response.json()) as T;
}

describe("an event's page for its organizer", () => {
  it('shows the event, its dates and place, and the permits valid through it, readable on a phone', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'organizer-page', plan: 'pro' });
    const event = await postThroughApi<EventDto>('/api/events', {
      name: 'Dallas Taco Fest',
      organizer: 'Fest Co',
      organizerEmail: 'vendors@fest.example',
      address: '1500 Marilla St',
      city: 'Dallas',
      state: 'TX',
      startsOn: inDays(40),
      endsOn: inDays(41),
    });
    const license = await addPermitThroughApi(context, baseUrl, {
      name: 'Business License',
      renewalDate: inDays(300),
    });
    await uploadDocumentThroughApi(context, baseUrl, license.id, { name: 'license.pdf' });
    await addPermitThroughApi(context, baseUrl, { name: 'Propane Tag', renewalDate: inDays(20) });
    const link = await postThroughApi<ShareLink>('/api/share-links', { eventId: event.id, expiresIn: '30d' });

    const visitor = await phoneContext(browser, baseUrl);
    const page = await visitor.newPage();
    const response = await page.goto(link.url);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.getByRole('heading', { level: 1, name: 'Dallas Taco Fest' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('1500 Marilla St, Dallas, TX');
    expect(text).toContain('No certificate of insurance is on file for this event yet.');
    expect(text).not.toContain('Propane Tag');
    expect(text).not.toContain('Fest Co');
    const permits = page.getByRole('list', { name: 'Permits' });
    expect(await permits.getByRole('heading').allInnerTexts()).toEqual(['Business License']);
    await expectAccessibleOnPhone(page);
    await expectTouchTargets(page);
    await visitor.close();
  });
});
