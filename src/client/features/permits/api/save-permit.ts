import type { Permit, PermitInput } from '@shared/contracts/permits';
import { apiRequest } from '@client/lib/api-client';

/** Creates a permit, or updates it in place when an id is given (docs/product/permits.md#editing). */
export const savePermit = ({ id, input }: { id: string | null; input: PermitInput }) =>
  id
    ? apiRequest<Permit>(`/api/permits/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : apiRequest<Permit>('/api/permits', { method: 'POST', body: input });
