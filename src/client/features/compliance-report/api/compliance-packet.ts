import { useMutation } from '@tanstack/react-query';
import type { PacketEmailInput, PacketQuery } from '@shared/contracts/sharing';
import { apiRequest, apiResponse } from '@client/lib/api-client';

/** The packet's PDF and its file name, as the server made it (docs/decisions/0024). */
export async function fetchCompliancePacket(query: Required<Omit<PacketQuery, 'vehicle'>> & PacketQuery) {
  const params = new URLSearchParams({ filter: query.filter, today: query.today });
  if (query.vehicle) params.set('vehicle', query.vehicle);
  const response = await apiResponse(`/api/compliance-packet?${params}`);
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
