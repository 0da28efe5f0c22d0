import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

/** The way from the account to the team screen, for every member (docs/decisions/0018). */
export function TeamCard({ businessName }: { businessName: string | undefined }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Team</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {businessName === undefined
            ? t`The people who work in your business, and their roles.`
            : t`The people who work in ${businessName}, and their roles.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/team" className={buttonVariants({ variant: 'outline' })}>
          <Users aria-hidden="true" />
          <Trans>Open Team</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
