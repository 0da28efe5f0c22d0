import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { toast } from '@client/components/ui/toaster';
import { useSignOut } from './api/sign-out';

/** Signing out shows 'Logged out successfully' and goes to /auth (docs/product/screens.md#account). */
export function useSignOutToAuth() {
  const { t } = useLingui();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const signOutNow = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(t`Logged out successfully`);
        navigate('/auth', { replace: true });
      },
      onError: () => toast.error(t`Error`, { description: t`Failed to log out. Please try again.` }),
    });
  return { signOutNow, isPending: signOut.isPending };
}
