import { and, eq } from 'drizzle-orm';
import { toE164 } from '../../../shared/contracts/phone-number';
import type { Database } from '../../db/client';
import { alertSettings } from '../../db/schema';

// The carriers' and Twilio's standard keywords; REVOKE and OPTOUT also revoke consent (FCC, 2025).
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const OPT_IN = new Set(['START', 'YES', 'UNSTOP']);

export type InboundSmsResult = 'opted-out' | 'opted-in' | 'ignored';

/**
 * A reply to our number (docs/product/reminders.md#stop-and-start: the texts carry a STOP note). STOP turns
 * text alerts off for every owner with that number and keeps them off; START undoes a STOP. Anything else
 * changes nothing.
 */
export async function handleInboundSms(options: {
  db: Database;
  from: string;
  body: string;
}): Promise<InboundSmsResult> {
  const { db } = options;
  const phoneNumber = toE164(options.from);
  if (!phoneNumber) return 'ignored';
  const keyword = options.body
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');

  if (OPT_OUT.has(keyword)) {
    await db
      .update(alertSettings)
      .set({ textAlerts: false, smsOptedOut: true })
      .where(eq(alertSettings.phoneNumber, phoneNumber));
    return 'opted-out';
  }
  if (OPT_IN.has(keyword)) {
    // Only a number that said STOP is switched back on: START never turns on alerts nobody stopped.
    await db
      .update(alertSettings)
      .set({ textAlerts: true, smsOptedOut: false })
      .where(and(eq(alertSettings.phoneNumber, phoneNumber), eq(alertSettings.smsOptedOut, true)));
    return 'opted-in';
  }
  return 'ignored';
}
