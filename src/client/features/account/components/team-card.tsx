import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

/** The way from the account to the team screen, for every member (docs/decisions/0018). */
export function TeamCard({ businessName }: { businessName: string | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Team</h2>
        </CardTitle>
        <CardDescription>
          {`The people who work in ${businessName ?? 'your business'}, and their roles.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild>
          <Link to="/team">
            <Users aria-hidden="true" />
            Open Team
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
