import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PLANS } from '@shared/domain/plans';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { openPendingTab } from '@client/lib/open-in-new-tab';
import { subscriptionQueryKey } from '@client/lib/query-keys';
import { useCreateCheckout } from './api/create-checkout';

/** While the owner pays in the other tab, this one asks for the plan this often… */
const POLL_MS = 4000;
/** …and for this long: a checkout left open longer is abandoned, or finished on another device. */
const MAX_WAIT_MS = 30 * 60 * 1000;

/**
 * Starts a checkout in a new tab (docs/product/plans.md#checkout-and-portal) and waits for it here: this tab
 * says where to finish and asks for the plan every few seconds (and on coming back to it), so that it shows
 * Pro without a manual refresh. An owner whose one free trial is used up (docs/decisions/0005) is told so,
 * with the server's words, and offered the checkout without a trial in the same toast.
 */
export function useStartCheckout({
  failureMessage,
}: {
  failureMessage: (trial: boolean) => MessageDescriptor;
}) {
  const { t } = useLingui();
  const checkout = useCreateCheckout();
  const queryClient = useQueryClient();
  const [waitingSince, setWaitingSince] = useState<number | null>(null);

  useEffect(() => {
    if (waitingSince === null) return;
    const timer = setInterval(() => {
      if (Date.now() - waitingSince > MAX_WAIT_MS) setWaitingSince(null);
      else void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waitingSince, queryClient]);

  const start = (trial: boolean) => {
    const tab = openPendingTab();
    checkout.mutate(
      { trial },
      {
        onSuccess: ({ url }) => {
          tab.show(url);
          setWaitingSince(Date.now());
        },
        onError: (error) => {
          tab.discard();
          if (error instanceof ApiError && error.code === 'TRIAL_ALREADY_USED') {
            const priceDollars = PLANS.pro.priceDollars;
            toast.error(t`Free Trial Already Used`, {
              description: error.message,
              action: { label: t`Start Now ($${priceDollars})`, onClick: () => start(false) },
            });
            return;
          }
          toast.error(t`Error`, { description: t(failureMessage(trial)) });
        },
      },
    );
  };

  return {
    start,
    isPending: checkout.isPending,
    waiting: waitingSince !== null,
    stopWaiting: () => setWaitingSince(null),
  };
}
