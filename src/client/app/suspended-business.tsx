import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { BusinessMembership } from '@shared/contracts/team';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useSignOut } from '@client/features/auth/api/sign-out';
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
  const signOut = useSignOut();
  const navigate = useNavigate();
  const signOutNow = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logged out successfully');
        navigate('/auth', { replace: true });
      },
      onError: () => toast.error('Error', { description: 'Failed to log out. Please try again.' }),
    });
  return (
    <SuspendedBusinessScreen
      business={business}
      businesses={businesses}
      signOut={
        <Button variant="outline" onClick={signOutNow} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      }
    />
  );
}
