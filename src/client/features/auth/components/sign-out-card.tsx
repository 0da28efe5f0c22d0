import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { useSignOut } from '../api/sign-out';

/** spec §2 Account: 'Sign Out' shows 'Logged out successfully' and goes to /auth. */
export function SignOutCard() {
  const signOut = useSignOut();
  const navigate = useNavigate();

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logged out successfully');
        navigate('/auth', { replace: true });
      },
      onError: () => toast.error('Error', { description: 'Failed to log out. Please try again.' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Sign Out</h2>
        </CardTitle>
        <CardDescription>Sign out of PermitPilot on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={handleSignOut} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </CardContent>
    </Card>
  );
}
