import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useBusinessProfile } from '../api/get-business-profile';

/**
 * The business profile can be edited later from the account page (SPEC §2 Getting Started: Complete Profile
 * opens /account), by the owner and managers only; crew see the name without the button (docs/decisions/0018).
 */
export function BusinessProfileCard({ mayEdit }: { mayEdit: boolean }) {
  const { data: profile } = useBusinessProfile();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Business Profile</h2>
        </CardTitle>
        <CardDescription>
          {profile ? profile.businessName : mayEdit ? 'Tell us about your business.' : 'Not filled in yet.'}
        </CardDescription>
      </CardHeader>
      {mayEdit && (
        <CardContent>
          <Button variant="outline" asChild>
            <Link to="/onboarding">
              <Store aria-hidden="true" />
              Edit Business Profile
            </Link>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
