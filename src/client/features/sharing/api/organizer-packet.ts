import { useMutation } from '@tanstack/react-query';
import { apiRequest, apiResponse } from '@client/lib/api-client';

/*
 * An event's organizer's packet (docs/product/events.md#the-organisers-packet): its PDF, made on the server,
 * and the e-mail of it to the event's organizer.
 */

const packetPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/packet`;

/** The packet's PDF and its file name, as the server made it. */
export async function fetchOrganizerPacket(eventId: string) {
  const response = await apiResponse(packetPath(eventId));
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'event-packet.pdf';
  return { blob: await response.blob(), fileName };
}

export const useDownloadOrganizerPacket = () => useMutation({ mutationFn: fetchOrganizerPacket });

/** Sends the packet to the event's organizer e-mail; answers the address it went to. */
export const useEmailOrganizerPacket = () =>
  useMutation({
    mutationFn: (eventId: string) =>
      apiRequest<{ sent: true; to: string }>(`${packetPath(eventId)}/email`, { method: 'POST' }),
  });
