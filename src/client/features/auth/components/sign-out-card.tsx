import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { SectionCard } from '@client/components/section-card';
import { useSignOutToAuth } from '../use-sign-out-to-auth';

/** 'Sign Out' shows 'Logged out successfully' and goes to /auth (docs/product/screens.md#account). */
export function SignOutCard() {
  const signOut = useSignOutToAuth();

  return (
    <SectionCard
      title={<Trans>Sign Out</Trans>}
      description={<Trans>Sign out of PermitPilot on this device.</Trans>}
    >
      <Button variant="outline" onClick={signOut.signOutNow} disabled={signOut.isPending}>
        <LogOut aria-hidden="true" />
        <Trans>Sign Out</Trans>
      </Button>
    </SectionCard>
  );
}
