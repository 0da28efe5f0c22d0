import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLink, ShareLinkInput, SharedPage } from '@shared/contracts/sharing';
import { apiRequest } from '@client/lib/api-client';

/** The business's share links in force (docs/decisions/0024); Owner and Manager only. */
export const shareLinksQuery = queryOptions({
  queryKey: ['share-links'],
  queryFn: ({ signal }) => apiRequest<{ links: ShareLink[] }>('/api/share-links', { signal }),
  select: (data) => data.links,
});

export const useShareLinks = (options: { enabled: boolean }) => useQuery({ ...shareLinksQuery, ...options });

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareLinkInput) =>
      apiRequest<ShareLink>('/api/share-links', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQuery.queryKey }),
  });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/share-links/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQuery.queryKey }),
  });
}

/** The QR code of one of the business's links, to print. */
export const shareLinkQrUrl = (id: string) => `/api/share-links/${encodeURIComponent(id)}/qr.svg`;

/** A share link's public page, for anyone who holds its token. Not retried: a 404 is the answer, not a glitch. */
export const sharedPageQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-page', token],
    queryFn: ({ signal }) => apiRequest<SharedPage>(`/api/shared/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    staleTime: Infinity,
  });

export const useSharedPage = (token: string) => useQuery(sharedPageQuery(token));

export const sharedDocumentUrl = (token: string, permitId: string) =>
  `/api/shared/${encodeURIComponent(token)}/permits/${encodeURIComponent(permitId)}/document`;

export const sharedQrUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}/qr.svg`;

/** The certificate of insurance of an organiser's link (docs/product/events.md#the-organisers-packet). */
export const sharedCertificateUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}/certificate`;
