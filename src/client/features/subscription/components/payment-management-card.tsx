import { CreditCard } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { openPendingTab } from '@client/lib/open-in-new-tab';
import { useCreatePortalSession } from '../api/create-portal-session';
import { isPortalNotConfigured, SUBSCRIPTION_MESSAGES } from '../subscription-messages';

/** spec §2 Account: 'Manage Payment' opens the payment provider's customer portal in a new tab. */
export function PaymentManagementCard() {
  const portal = useCreatePortalSession();

  const openPortal = () => {
    const tab = openPendingTab();
    portal.mutate(undefined, {
      onSuccess: ({ url }) => tab.show(url),
      onError: (error) => {
        tab.discard();
        if (isPortalNotConfigured(error)) {
          toast.error(SUBSCRIPTION_MESSAGES.portalNotConfigured, {
            description: SUBSCRIPTION_MESSAGES.portalNotConfiguredDescription,
          });
        } else {
          toast.error('Error', { description: SUBSCRIPTION_MESSAGES.paymentManagementFailed });
        }
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Payment Management</h2>
        </CardTitle>
        <CardDescription>Update your payment method, see your invoices and billing details.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={openPortal} disabled={portal.isPending}>
          <CreditCard aria-hidden="true" />
          Manage Payment
        </Button>
      </CardContent>
    </Card>
  );
}
