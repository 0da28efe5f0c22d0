import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import type { Permit, PermitInput } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import { uploadedFile, type UploadedFile } from './uploads';

// Days from today. The browser and the tests run in the machine's time zone, so both agree on the day;
// each is read when called, never when a test file loads (a suite running over midnight stays right).

/** The day `days` from today. */
export const dayAt = (days: number) => addDays(new Date(), days);

/** The day `days` from today as the API and a date input take it: 2027-03-05. */
export const inDays = (days: number) => format(dayAt(days), 'yyyy-MM-dd');

/** A calendar date (2027-03-05) as the screens show it: Mar 05, 2027. */
export const shortDate = (date: string) => format(new Date(`${date}T12:00:00`), 'MMM dd, yyyy');

/** The toasts that show `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Adds a permit for the owner signed in on `context`, through the endpoint the dashboard uses. */
export async function addPermitThroughApi(context: BrowserContext, baseUrl: string, data: PermitInput) {
  const response = await context.request.post(`${baseUrl}/api/permits`, {
    data,
    headers: { origin: baseUrl },
  });
  if (response.status() !== 201) throw new Error(`adding ${data.name} failed: ${response.status()}`);
  return (await response.json()) as Permit;
}

/** Adds a truck named `name` for the owner signed in on `context` (docs/product/fleet.md). Throws unless added. */
export async function addVehicleThroughApi(context: BrowserContext, baseUrl: string, name: string) {
  const response = await context.request.post(`${baseUrl}/api/vehicles`, {
    data: { name, kind: 'truck' },
    headers: { origin: baseUrl },
  });
  if (response.status() !== 201) throw new Error(`adding ${name} failed: ${response.status()}`);
  return (await response.json()) as Vehicle;
}

/**
 * Uploads a permit's document as the permit form does (the API's counterpart in tests/support/test-app.ts):
 * a one-page PDF named 'permit.pdf' unless given `file`. Throws unless it is stored.
 */
export async function uploadDocumentThroughApi(
  context: BrowserContext,
  baseUrl: string,
  permitId: string,
  file: UploadedFile = {},
) {
  const { bytes, name, type } = uploadedFile(file);
  const response = await context.request.put(`${baseUrl}/api/permits/${permitId}/document`, {
    headers: { origin: baseUrl },
    multipart: { file: { name, mimeType: type, buffer: Buffer.from(bytes) } },
  });
  if (response.status() !== 200) throw new Error(`uploading ${name} failed: ${response.status()}`);
}
