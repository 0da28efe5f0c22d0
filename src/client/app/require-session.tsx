import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/api/get-session';
import {
  activeBusiness,
  useBusinesses,
  useRecheckOnSuspension,
} from '@client/features/team/api/list-businesses';
import { isLocale } from '@shared/i18n/locales';
import { setLanguage } from '@client/features/account/api/set-language';
import { pageLocale } from '@client/lib/i18n';
import { useConnection } from '@client/service-worker/service-worker-state';
import { isHydrating } from './hydration';
import { NotKeptOffline } from './not-kept-offline';

// Rarely wanted: their code stays out of the start-up bundle.
const SuspendedBusiness = lazy(() =>
  import('./suspended-business').then((module) => ({ default: module.SuspendedBusiness })),
);
const NoBusiness = lazy(() => import('./no-business').then((module) => ({ default: module.NoBusiness })));

/**
 * Signed in, the pages speak the account's language (docs/decisions/0026). The server knows it from this
 * device's cookie, set at sign-in; where that cookie is missing or stale (a session from before it, a
 * cleared cookie) this sets it once and loads the page again in the account's language.
 */
function useAccountLanguage(locale: string | undefined) {
  useEffect(() => {
    if (!isLocale(locale) || locale === pageLocale()) return;
    const marker = `pp-language-synced-${locale}`;
    if (sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, '1');
    void setLanguage(locale)
      .then(() => window.location.reload())
      .catch(() => undefined);
  }, [locale]);
}

/**
 * A visitor without a session goes to /auth (docs/product/screens.md#access), unless the app is offline, where
 * /auth cannot work: the last session kept on this phone opens the screens, and without one the screen says
 * to open the app once online. A member whose business is not on Pro reaches
 * none of its data (BUSINESS_SUSPENDED, docs/decisions/0018), nor does a person in no business (NO_BUSINESS):
 * instead of screens that would only collect refusals, they get a screen of their own, so screens render once
 * the business is known. A check of the business that failed lets the screens show their own errors.
 */
export function RequireSession() {
  const { data: session, isPending, isError, refetch, isFetching } = useSession();
  useAccountLanguage(session?.user.locale);
  const businesses = useBusinesses({ enabled: Boolean(session) });
  useRecheckOnSuspension();
  const location = useLocation();
  const connection = useConnection();
  // A prerendered signed-in screen came with a valid session (the server checked it): it shows at once,
  // and the checks here still follow: the visitor goes to /auth if the session has ended since, and a
  // suspended member gets their screen. (Every branch that shows the screen returns the same <Outlet />, so
  // React keeps it mounted from one check to the next.)
  const [serverChecked] = useState(isHydrating);
  if (isPending) return serverChecked ? <Outlet /> : <Spinner className="min-h-dvh" />;
  if (isError || !session) {
    // Offline, /auth could not sign anyone in: the phone kept no session (docs/decisions/0024).
    if (!connection.online) return <NotKeptOffline onRetry={() => void refetch()} retrying={isFetching} />;
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  if (businesses.isPending) return serverChecked ? <Outlet /> : <Spinner className="min-h-dvh" />;
  if (businesses.data?.length === 0)
    return (
      <Suspense fallback={<Spinner className="min-h-dvh" />}>
        <NoBusiness />
      </Suspense>
    );
  const active = businesses.data && activeBusiness(businesses.data);
  if (!active?.suspended) return <Outlet />;
  return (
    <Suspense fallback={<Spinner className="min-h-dvh" />}>
      <SuspendedBusiness business={active} businesses={businesses.data!} />
    </Suspense>
  );
}
