import { useMutation } from '@tanstack/react-query';
import type { PacketEmailInput, PacketQuery } from '@shared/contracts/sharing';
import { ApiError, apiRequest } from '@client/lib/api-client';

const NETWORK_FAILED = 'Could not reach PermitPilot. Check your connection and try again.';

/** The packet's PDF and its file name, as the server made it (docs/decisions/0024). */
export async function fetchCompliancePacket(query: Required<PacketQuery>) {
  const params = new URLSearchParams({ filter: query.filter, today: query.today });
  let response: Response;
  try {
    response = await fetch(`/api/compliance-packet?${params}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_FAILED);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? `HTTP_${response.status}`,
      body?.error?.message ?? response.statusText,
    );
  }
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `compliance-packet-${query.today}.pdf`;
  return { blob: await response.blob(), fileName };
}

export const useDownloadPacket = () => useMutation({ mutationFn: fetchCompliancePacket });

export const useEmailPacket = () =>
  useMutation({
    mutationFn: (input: PacketEmailInput) =>
      apiRequest<{ sent: true }>('/api/compliance-packet/email', { method: 'POST', body: input }),
  });

/** What a failed packet request says: the server's message for what the request did wrong, else `fallback`. */
export const packetFailure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;
