import { useNavigate } from 'react-router';
import { toast } from '@client/components/ui/toaster';
import { useSignOut } from './api/sign-out';

/** spec §2 Account: signing out shows 'Logged out successfully' and goes to /auth. */
export function useSignOutToAuth() {
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
  return { signOutNow, isPending: signOut.isPending };
}
