import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useSignOutToAuth } from '../use-sign-out-to-auth';

/** 'Sign Out' shows 'Logged out successfully' and goes to /auth (docs/product/screens.md#account). */
export function SignOutCard() {
  const signOut = useSignOutToAuth();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Sign Out</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Sign out of PermitPilot on this device.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={signOut.signOutNow} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          <Trans>Sign Out</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
