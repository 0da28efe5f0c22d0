import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CloseAccountDialog } from './close-account-dialog';

/**
 * Subscribers reach 'Close Account' through Manage Subscription (spec §2); an owner on the Free plan has
 * no subscription to manage but the same right to delete their account (DESIGN §6.7, GDPR).
 */
export function CloseAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Close Account</h2>
        </CardTitle>
        <CardDescription>Delete your account and everything stored in it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
          <UserX aria-hidden="true" />
          Close Account
        </Button>
        <CloseAccountDialog open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
