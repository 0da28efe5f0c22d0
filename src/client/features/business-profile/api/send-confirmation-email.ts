import { apiRequest } from '@client/lib/api-client';

/**
 * send-confirmation-email (docs/product/api.md#calls-and-endpoints); the server sends it to the account's own
 * address.
 */
export const sendConfirmationEmail = (input: { businessName: string; plan: 'free' | 'pro' }) =>
  apiRequest<{ sent: boolean }>('/api/business-profile/confirmation-email', { method: 'POST', body: input });
