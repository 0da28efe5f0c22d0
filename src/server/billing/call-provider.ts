import { BillingProviderError } from './providers/types';
import { AppError } from '../lib/errors';

/**
 * A provider failure becomes a 502 with the provider's code and words (docs/product/errors.md#statuses); the
 * screens map them to toasts.
 */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingProviderError) throw new AppError(502, error.code, error.message);
    throw error;
  }
}
