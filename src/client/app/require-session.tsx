import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/api/get-session';

export function RequireSession() {
  const { data: session, isPending, isError } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner className="min-h-dvh" />;
  if (isError || !session) {
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
