import { z } from 'zod';
import { phoneNumberSchema } from './phone-number';

/** send-sms-alert (spec §7): { message, phoneNumber, isTest } → { success, error }. */
export const testSmsRequestSchema = z.strictObject({ phoneNumber: phoneNumberSchema });
export const smsResultSchema = z.object({ success: z.boolean(), error: z.string().optional() });
