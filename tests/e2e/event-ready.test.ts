import ical, { type VEvent } from 'node-ical';
import { format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNothingSpillsOut,
  phoneBrowserSession,
  phoneContext,
} from '../support/browser';
import { outboxFor, signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, shortDate, toast } from '../support/e2e-helpers';
import { uniqueEmail } from '../support/factories';
import { pdfWithText } from '../support/pdf-files';

/*
 * The events issue's 'Done when', on a 375 px phone (docs/product/events.md): a Pro owner whose business is in
 * California takes a two-day festival in Portland, Oregon, 40 days ahead, from 'N missing' to 'Ready' — the
 * place's temporary restaurant licence applied for by its date, a permit that lapses on the first day, the
 * certificate asked of the broker and uploaded — and shares exactly the event's documents with its organiser.
 */

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);

// catalog/states/or.json: Portland's record lists Multnomah County's licence, applied for 14 days ahead.
const LICENCE = 'Multnomah County temporary restaurant licence (events)';
const EVENT = 'Portland Food Fest';

const lineOf = (event: Locator, text: string) => event.getByRole('listitem').filter({ hasText: text });

async function markNotNeeded(on: Page, line: Locator, reason: string) {
  await line.getByRole('button', { name: 'Not needed' }).click();
  const dialog = on.getByRole('dialog', { name: 'Not Needed' });
  await dialog.getByLabel('Reason').fill(reason);
  await expectNoAxeViolations(on);
  await dialog.getByRole('button', { name: 'Mark Not Needed' }).click();
  await line.getByText(`Not needed: ${reason}`).waitFor();
}

/** The all-day events of the owner's calendar feed, read from the link /alert-setup gives them. */
async function calendarFeed(on: Page) {
  await on.goto('/alert-setup');
  const url = new URL(await on.getByLabel('Calendar link').inputValue());
  const response = await fetch(`${baseUrl}${url.pathname}`);
  expect(response.status).toBe(200);
  return Object.values(ical.sync.parseICS(await response.text())).filter(
    (item): item is VEvent => item?.type === 'VEVENT',
  );
}

describe('an event in another state, made ready on a phone', () => {
  it('counts the deadlines back, asks the broker, turns Ready and shares only its documents', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'event-ready', plan: 'pro' });
    const profile = await context.request.put(`${baseUrl}/api/business-profile`, {
      headers: { origin: baseUrl },
      data: {
        businessName: 'Rolling Tacos',
        statesOperating: 'California',
        address: '1 Main St, Oakland, CA',
      },
    });
    expect(profile.status()).toBe(200);
    const [starts, ends] = [inDays(40), inDays(41)];
    await addPermitThroughApi(context, baseUrl, { name: 'Propane Inspection Tag', renewalDate: starts });
    await addPermitThroughApi(context, baseUrl, {
      name: 'Oakland Health Permit',
      state: 'CA',
      renewalDate: inDays(300),
    });

    await page.goto('/events');
    await page.getByRole('button', { name: 'Add Event', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Event' });
    await add.getByLabel('Event name').fill(EVENT);
    await add.getByLabel('Organizer', { exact: true }).fill('Fest Co');
    await add.getByLabel('Address').fill('1 Waterfront Park');
    await add.getByLabel('City').fill('Portland');
    await add.getByLabel('State').selectOption({ label: 'Oregon' });
    await add.getByLabel('Starts').fill(starts);
    await add.getByLabel('Ends').fill(ends);
    await expectNoAxeViolations(page);
    await add.getByRole('button', { name: 'Add Event' }).click();
    await expect.poll(() => toast(page, 'Event added successfully!').count()).toBeGreaterThan(0);

    const event = page
      .getByRole('region', { name: 'Upcoming Events' })
      .locator('details')
      .filter({ has: page.getByText(EVENT, { exact: true }) });
    await event.locator('summary').click();
    // Applied for 14 days before the first day, said as the screen says every date.
    const licence = lineOf(event, LICENCE);
    await licence.getByText(`Apply by ${shortDate(inDays(40 - 14))}`).waitFor();
    const expiring = lineOf(event, 'Propane Inspection Tag');
    await expiring.getByText('Expires before the event').waitFor();
    expect(await lineOf(event, 'Oakland Health Permit').count()).toBe(0);
    const insurance = lineOf(event, 'Certificate of insurance');
    await insurance.waitFor();
    await event.getByText('4 missing').waitFor();
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);

    // The broker, whom the profile does not have yet, is asked for the certificate.
    const broker = uniqueEmail('broker');
    await insurance.getByRole('button', { name: 'Request Certificate of Insurance' }).click();
    const request = page.getByRole('dialog', { name: 'Request Certificate of Insurance' });
    await request.getByLabel('Broker name').fill('Pat Broker');
    await request.getByLabel('Broker e-mail').fill(broker);
    expect(await request.getByLabel('Each occurrence limit ($)').inputValue()).toBe('1000000');
    await expectNoAxeViolations(page);
    await request.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => toast(page, 'Request Sent').count()).toBeGreaterThan(0);
    await insurance.getByText(`Requested ${format(new Date(), 'MMM d, yyyy')}`).waitFor();
    const [mail, ...more] = await outboxFor(baseUrl, broker);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`${EVENT} (${shortDate(starts)} to ${shortDate(ends)})`);
    expect(mail!.text).toContain(
      'Please name the organizer, Fest Co, 1 Waterfront Park, Portland, OR, as additional insured for those dates.',
    );
    expect(mail!.text).toContain('$1,000,000.00 each occurrence, $2,000,000.00 aggregate');
    await expectNoAxeViolations(page);

    // The licence's 'Apply by' date is an all-day event of the calendar feed while it is to be met.
    const applyBy = (await calendarFeed(page)).filter(
      (item) => item.summary === `Apply by: ${LICENCE} — ${EVENT}`,
    );
    expect(applyBy.map((item) => [item.datetype, format(item.start, 'yyyy-MM-dd')])).toEqual([
      ['date', inDays(40 - 14)],
    ]);
    await page.goBack();
    await event.locator('summary').click();

    // The certificate, the licence and the two lines the owner answers turn it 'Ready'.
    await insurance.getByLabel('Upload certificate').setInputFiles({
      name: 'COI Fest Co.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdfWithText('Certificate of liability insurance')),
    });
    await insurance.getByText('Done', { exact: true }).waitFor();
    await licence.getByRole('button', { name: `Add ${LICENCE}` }).click();
    await licence.getByText('Done', { exact: true }).waitFor();
    await markNotNeeded(page, expiring, 'Only used at home');
    await markNotNeeded(page, lineOf(event, 'Your licence there'), 'Multnomah County licenses the booth');
    await event.locator('summary').getByText('Ready', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);

    await event.getByRole('button', { name: 'Share with Organizer' }).click();
    const share = page.getByRole('dialog', { name: 'Share with Organizer' });
    await expectNoAxeViolations(page);
    await share.getByRole('button', { name: 'Create Link' }).click();
    const url = await share.getByLabel('Share link').inputValue();
    await expectNoAxeViolations(page);

    const organizer = await phoneContext(browser, baseUrl);
    const shared = await organizer.newPage();
    expect((await shared.goto(url))!.status()).toBe(200);
    await shared.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    const permits = shared.getByRole('list', { name: 'Permits' });
    expect(await permits.getByRole('heading').allInnerTexts()).toEqual([LICENCE]);
    const certificate = shared.getByRole('link', { name: /^View Document ?: COI Fest Co\.pdf$/ });
    const opened = await fetch(new URL((await certificate.getAttribute('href'))!, url));
    expect([opened.status, opened.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = await shared.locator('main').innerText();
    expect(text).not.toContain('Oakland Health Permit');
    expect(text).not.toContain('Propane Inspection Tag');
    await expectNoAxeViolations(shared);
    await organizer.close();
  });
});
