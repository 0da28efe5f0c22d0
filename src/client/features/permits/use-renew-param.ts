import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Permit } from '@shared/contracts/permits';
import { toast } from '@client/components/ui/toaster';
import { PERMITS_READ_ONLY } from './permit-messages';

/**
 * The reminder e-mail links to /dashboard?renew={permit id}: that permit's Mark-as-renewed dialog opens at
 * once, and the parameter leaves the address so that a reload or Back does not open it again. A member whose
 * role does not allow renewing is told so instead (docs/decisions/0018).
 */
export function useRenewParam(
  permits: Permit[] | undefined,
  roleSettled: boolean,
  mayChangePermits: boolean,
) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const [renewingId] = useState(() => params.get('renew'));
  const handled = useRef(false);
  const loaded = permits !== undefined && roleSettled;
  const known = loaded && permits.some((permit) => permit.id === renewingId);
  useEffect(() => {
    if (!renewingId || !loaded || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete('renew');
        return current;
      },
      { replace: true },
    );
    if (!known)
      toast.error(t`Permit not found`, { description: t`This permit does not exist or was deleted.` });
    else if (!mayChangePermits) toast.error(t`Not allowed`, { description: i18n._(PERMITS_READ_ONLY) });
  }, [renewingId, loaded, known, mayChangePermits, setParams, t, i18n]);
  return mayChangePermits ? renewingId : null;
}
