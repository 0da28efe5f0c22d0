import { z } from 'zod';
import { phoneNumberSchema } from './phone-number';

/**
 * send-sms-alert (docs/product/api.md#calls-and-endpoints):
 * { message, phoneNumber, isTest } → { success, error }.
 */
export const testSmsRequestSchema = z.strictObject({ phoneNumber: phoneNumberSchema });
export const smsResultSchema = z.object({ success: z.boolean(), error: z.string().optional() });
