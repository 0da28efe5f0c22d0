import { Trans, useLingui } from '@lingui/react/macro';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useBusinessProfile } from '../api/get-business-profile';

/**
 * The business profile can be edited later from the account page (the guide's Complete Profile opens
 * /account: docs/product/screens.md#getting-started-guide), by the owner and managers only; crew see the name
 * without the button (docs/decisions/0018).
 */
export function BusinessProfileCard({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useLingui();
  const { data: profile } = useBusinessProfile();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Business Profile</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {profile ? profile.businessName : mayEdit ? t`Tell us about your business.` : t`Not filled in yet.`}
        </CardDescription>
      </CardHeader>
      {mayEdit && (
        <CardContent>
          <Link to="/onboarding" className={buttonVariants({ variant: 'outline' })}>
            <Store aria-hidden="true" />
            <Trans>Edit Business Profile</Trans>
          </Link>
        </CardContent>
      )}
    </Card>
  );
}
