import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { openPendingTab } from '@client/lib/open-in-new-tab';
import { useCreatePortalSession } from './api/create-portal-session';
import { isPortalNotConfigured, SUBSCRIPTION_MESSAGES } from './subscription-messages';

/**
 * Opens the payment provider's customer portal in a new tab (docs/product/plans.md#checkout-and-portal),
 * wherever it is opened from. A portal that is not set up reads 'Customer Portal Not Configured'; an owner
 * with nothing to manage yet gets the server's own reason; anything else the caller's failure text.
 */
export function useOpenPortal({
  failureMessage,
  onOpened,
}: {
  failureMessage: MessageDescriptor;
  onOpened?: () => void;
}) {
  const { t } = useLingui();
  const portal = useCreatePortalSession();

  const open = () => {
    const tab = openPendingTab();
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        tab.show(url);
        onOpened?.();
      },
      onError: (error) => {
        tab.discard();
        if (isPortalNotConfigured(error)) {
          toast.error(t(SUBSCRIPTION_MESSAGES.portalNotConfigured), {
            description: t(SUBSCRIPTION_MESSAGES.portalNotConfiguredDescription),
          });
        } else if (error instanceof ApiError && error.code === 'NO_BILLING_ACCOUNT') {
          toast.error(t`Error`, { description: error.message });
        } else {
          toast.error(t`Error`, { description: t(failureMessage) });
        }
      },
    });
  };

  return { open, isPending: portal.isPending };
}
