import type { Permit } from '@shared/contracts/permits';
import { ApiError } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import { isOffline, OFFLINE_MESSAGE } from '@client/service-worker/service-worker-state';

/** Sends the document as multipart/form-data (the JSON api client does not). */
export async function uploadPermitDocument({
  permitId,
  file,
}: {
  permitId: string;
  file: File;
}): Promise<Permit> {
  if (isOffline()) throw new ApiError(0, 'OFFLINE', i18n._(OFFLINE_MESSAGE));
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`/api/permits/${encodeURIComponent(permitId)}/document`, {
    method: 'PUT',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as
    (Permit & { error?: { code: string; message: string } }) | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? response.statusText,
    );
  }
  return body as Permit;
}

export const permitDocumentUrl = (permitId: string) =>
  `/api/permits/${encodeURIComponent(permitId)}/document`;
