import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleCalendarAuthRequest, GoogleCalendarStatus } from '@shared/contracts/google-calendar';
import { apiRequest } from '@client/lib/api-client';

/** Google Calendar sync (docs/product/calendar.md#google-calendar-sync, docs/decisions/0023). */
export const googleCalendarQueryKey = ['google-calendar'] as const;

export const getGoogleCalendarStatus = () => apiRequest<GoogleCalendarStatus>('/api/calendar/google');

export function useGoogleCalendarStatus() {
  return useQuery({ queryKey: googleCalendarQueryKey, queryFn: getGoogleCalendarStatus });
}

/** Connect: the server's consent URL, where the browser goes next. */
export function useConnectGoogleCalendar() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ url: string }>('/api/calendar/google/connect', { method: 'POST', body: {} }),
  });
}

/** google-calendar-auth, action 'exchangeCode' (docs/product/api.md#calls-and-endpoints). */
export function useExchangeGoogleCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<GoogleCalendarAuthRequest, 'action'>) =>
      apiRequest<{ success: true }>('/api/calendar/google/callback', {
        method: 'POST',
        body: { action: 'exchangeCode', ...request },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: googleCalendarQueryKey }),
  });
}

export function useDisconnectGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/calendar/google', { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData<GoogleCalendarStatus>(googleCalendarQueryKey, (status) =>
        status ? { ...status, connection: null } : status,
      ),
  });
}
