import { UserX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CloseAccountDialog } from './close-account-dialog';

/**
 * Subscribers reach 'Close Account' through Manage Subscription (spec §2); an owner on the Free plan has
 * no subscription to manage but the same right to delete their account (DESIGN §6.7, GDPR).
 */
export function CloseAccountCard() {
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The dialog has no Radix trigger to give the focus back to: back to the button, so keyboard users keep
  // their place (as Manage Subscription does).
  const returnFocus = (event: Event) => {
    event.preventDefault();
    closeButton.current?.focus();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Close Account</h2>
        </CardTitle>
        <CardDescription>Delete your account and everything stored in it.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          ref={closeButton}
          variant="outline"
          className="text-destructive"
          onClick={() => setOpen(true)}
        >
          <UserX aria-hidden="true" />
          Close Account
        </Button>
        <CloseAccountDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
      </CardContent>
    </Card>
  );
}
