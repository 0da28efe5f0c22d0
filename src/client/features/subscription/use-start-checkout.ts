import { PLANS } from '@shared/domain/plans';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { openPendingTab } from '@client/lib/open-in-new-tab';
import { useCreateCheckout } from './api/create-checkout';

/**
 * Starts a checkout in a new tab (spec §4). An owner whose one free trial is used up (docs/decisions/0005) is
 * told so, with the server's words, and offered the checkout without a trial in the same toast.
 */
export function useStartCheckout({ failureMessage }: { failureMessage: (trial: boolean) => string }) {
  const checkout = useCreateCheckout();

  const start = (trial: boolean) => {
    const tab = openPendingTab();
    checkout.mutate(
      { trial },
      {
        onSuccess: ({ url }) => tab.show(url),
        onError: (error) => {
          tab.discard();
          if (error instanceof ApiError && error.code === 'TRIAL_ALREADY_USED') {
            toast.error('Free Trial Already Used', {
              description: error.message,
              action: { label: `Start Now ($${PLANS.pro.priceDollars})`, onClick: () => start(false) },
            });
            return;
          }
          toast.error('Error', { description: failureMessage(trial) });
        },
      },
    );
  };

  return { start, isPending: checkout.isPending };
}
