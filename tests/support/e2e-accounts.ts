import type { BrowserContext } from 'playwright-core';
import type { OutboxMessage } from '@shared/contracts/dev-outbox';
import { subscribeThroughApi } from './e2e-billing';
import { DEFAULT_PASSWORD, uniqueEmail } from './factories';

export type Account = { email: string; password: string };

export async function outboxFor(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

export const firstLink = (text: string) => text.match(/https?:\/\/\S+/)![0];

/** Signs up through the API and follows the confirmation link from the outbox, as an owner would. */
export async function createConfirmedAccount(baseUrl: string, prefix = 'owner') {
  const email = uniqueEmail(prefix);
  const password = DEFAULT_PASSWORD;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, name: '', callbackURL: '/auth?confirmed=1' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const [confirmation] = await outboxFor(baseUrl, email);
  const confirm = await fetch(firstLink(confirmation!.text), { redirect: 'manual' });
  if (confirm.status !== 302) throw new Error(`confirmation failed: ${confirm.status}`);
  return { email, password };
}

/**
 * Browser tests sign in through the API, not the UI
 * (docs/product/engineering.md#habit-10-one-factories-module). Unless told otherwise the owner has been
 * through onboarding (a business profile exists), so the dashboard does not send them there.
 */
export async function signInThroughApi(
  context: BrowserContext,
  baseUrl: string,
  account: Account,
  options: { onboarded?: boolean } = {},
) {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  if (options.onboarded === false) return;
  const profile = await context.request.put(`${baseUrl}/api/business-profile`, {
    data: { businessName: 'Rolling Tacos' },
    headers: { origin: baseUrl },
  });
  if (!profile.ok()) throw new Error(`saving the business profile failed: ${profile.status()}`);
}

/**
 * An owner signed in on `context` through the API: `account`, or a new confirmed one (its address starting
 * with `prefix`), through onboarding unless told otherwise, and on the Pro trial or Pro when `plan` says so.
 */
export async function signedInOwner(
  context: BrowserContext,
  baseUrl: string,
  options: { account?: Account; prefix?: string; plan?: 'free' | 'trial' | 'pro'; onboarded?: boolean } = {},
) {
  const owner = options.account ?? (await createConfirmedAccount(baseUrl, options.prefix));
  await signInThroughApi(context, baseUrl, owner, { onboarded: options.onboarded });
  if (options.plan === 'trial' || options.plan === 'pro') {
    await subscribeThroughApi(context, baseUrl, { trial: options.plan === 'trial' });
  }
  return owner;
}
