import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LeaveBusinessButton } from './leave-business-button';

/** For a manager or crew member: the owner cannot leave (they transfer ownership or close the account). */
export function LeaveBusinessCard({ businessName }: { businessName: string }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Leave Business</Trans>
          </h2>
        </CardTitle>
        <CardDescription>{t`Stop working in ${businessName}. Your own business and account stay.`}</CardDescription>
      </CardHeader>
      <CardContent>
        <LeaveBusinessButton businessName={businessName} />
      </CardContent>
    </Card>
  );
}
