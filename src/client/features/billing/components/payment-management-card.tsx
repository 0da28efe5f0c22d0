import { Trans } from '@lingui/react/macro';
import { CreditCard } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { SUBSCRIPTION_MESSAGES } from '../subscription-messages';
import { useOpenPortal } from '../use-open-portal';

/**
 * 'Manage Payment' opens the payment provider's customer portal in a new tab
 * (docs/product/plans.md#checkout-and-portal).
 */
export function PaymentManagementCard() {
  const portal = useOpenPortal({ failureMessage: SUBSCRIPTION_MESSAGES.paymentManagementFailed });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Payment Management</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Update your payment method, see your invoices and billing details.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={portal.open} disabled={portal.isPending}>
          <CreditCard aria-hidden="true" />
          <Trans>Manage Payment</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
