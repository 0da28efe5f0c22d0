import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/api/get-session';
import { isHydrating } from './hydration';

export function RequireSession() {
  const { data: session, isPending, isError } = useSession();
  const location = useLocation();
  // A prerendered signed-in screen came with a valid session (the server checked it): it shows at once,
  // and the check here still follows and sends the visitor to /auth if the session has ended since.
  const [serverChecked] = useState(isHydrating);
  if (isPending) return serverChecked ? <Outlet /> : <Spinner className="min-h-dvh" />;
  if (isError || !session) {
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
