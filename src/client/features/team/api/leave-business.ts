import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { forgetBusinessData } from './list-businesses';

export const leaveBusiness = () => apiRequest<null>('/api/team/leave', { method: 'POST' });

/** 'Leave business': the session goes on in another of the person's businesses (their own, usually). */
export function useLeaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveBusiness,
    onSuccess: () => forgetBusinessData(queryClient),
  });
}
