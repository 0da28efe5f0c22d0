import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessInspections, Inspection, InspectionInput } from '@shared/contracts/inspections';
import type { VehicleFilter } from '@shared/contracts/vehicles';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { apiRequest, apiResponse, ApiError } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import { isOffline, OFFLINE_MESSAGE } from '@client/service-worker/service-worker-state';

/* A permit's inspections and the business's (docs/product/events.md#inspections). */

export const inspectionsQueryKey = ['inspections'] as const;
const permitKey = (permitId: string) => [...inspectionsQueryKey, 'permit', permitId] as const;

const permitPath = (permitId: string) => `/api/permits/${encodeURIComponent(permitId)}/inspections`;
const inspectionPath = (id: string) => `/api/inspections/${encodeURIComponent(id)}`;
export const inspectionReportUrl = (id: string) => `${inspectionPath(id)}/report`;

/** A permit's inspections, the latest date first; asked for only while `enabled` (the dialog is open). */
export function usePermitInspections(permitId: string, enabled = true) {
  return useQuery({
    queryKey: permitKey(permitId),
    queryFn: ({ signal }) =>
      apiRequest<{ inspections: Inspection[] }>(permitPath(permitId), { signal }).then(
        (answer) => answer.inspections,
      ),
    enabled,
  });
}

/** What is to come and each permit's latest inspection, as the compliance reports show them. */
export function useBusinessInspections(today: CalendarDate, vehicle: VehicleFilter | undefined) {
  const query = new URLSearchParams({ today, ...(vehicle ? { vehicle } : {}) });
  return useQuery({
    queryKey: [...inspectionsQueryKey, 'business', today, vehicle ?? 'all'],
    queryFn: ({ signal }) => apiRequest<BusinessInspections>(`/api/inspections?${query}`, { signal }),
  });
}

/** Sends the report as multipart/form-data, as a permit's document goes. */
async function uploadReport(inspectionId: string, file: File): Promise<Inspection> {
  if (isOffline()) throw new ApiError(0, 'OFFLINE', i18n._(OFFLINE_MESSAGE));
  const form = new FormData();
  form.append('file', file);
  const response = await apiResponse(inspectionReportUrl(inspectionId), { method: 'PUT', body: form });
  return (await response.json()) as Inspection;
}

/**
 * Saves an inspection (added when `id` is absent) and then its report when one was chosen. Every change reads
 * the inspections again, the reports' too.
 */
export function useSaveInspection(permitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: InspectionInput }) =>
      id
        ? apiRequest<Inspection>(inspectionPath(id), { method: 'PUT', body: input })
        : apiRequest<Inspection>(permitPath(permitId), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionsQueryKey }),
  });
}

export function useUploadInspectionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inspectionId, file }: { inspectionId: string; file: File }) =>
      uploadReport(inspectionId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionsQueryKey }),
  });
}

export function useDeleteInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(inspectionPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionsQueryKey }),
  });
}

export function useDeleteInspectionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Inspection>(inspectionReportUrl(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionsQueryKey }),
  });
}
