import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import type { BusinessMembership } from '@shared/contracts/team';
import { Button } from '@client/components/ui/button';
import { useSignOutToAuth } from '@client/features/auth/use-sign-out-to-auth';
import { SuspendedGoogleCalendar } from '@client/features/calendar-sync/components/suspended-google-calendar';
import { SuspendedBusinessScreen } from '@client/features/team/components/suspended-business-screen';

/**
 * The suspended screen with its 'Sign out' (docs/decisions/0018). A chunk of its own, loaded by
 * require-session.tsx only for the few who need it.
 */
export function SuspendedBusiness({
  business,
  businesses,
}: {
  business: BusinessMembership;
  businesses: BusinessMembership[];
}) {
  const signOut = useSignOutToAuth();
  return (
    <SuspendedBusinessScreen
      business={business}
      businesses={businesses}
      calendar={<SuspendedGoogleCalendar />}
      signOut={
        <Button variant="outline" onClick={signOut.signOutNow} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          <Trans>Sign out</Trans>
        </Button>
      }
    />
  );
}
