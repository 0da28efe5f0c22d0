import type { PermitScan } from '@shared/contracts/permit-scan';
import { ApiError, apiResponse } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import { isOffline, OFFLINE_MESSAGE } from '@client/service-worker/service-worker-state';

/**
 * Sends a photo or PDF of a permit to be read (docs/product/permits.md#scanning-a-permit): nothing is stored,
 * the answer is the form's fields found in it. Multipart, as the document upload; a refusal is the ApiError
 * of the server's `{error: {code, message}}`.
 */
export async function scanPermit(file: File): Promise<PermitScan> {
  if (isOffline()) throw new ApiError(0, 'OFFLINE', i18n._(OFFLINE_MESSAGE));
  const body = new FormData();
  body.append('file', file);
  const response = await apiResponse('/api/permit-scans', { method: 'POST', body });
  return (await response.json()) as PermitScan;
}
