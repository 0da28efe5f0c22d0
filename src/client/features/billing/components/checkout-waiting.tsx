import { Trans } from '@lingui/react/macro';
import { Button } from '@client/components/ui/button';
import { SpinnerIcon } from '@client/components/ui/spinner';

/** Shown in the tab that opened the checkout, until the plan changes (use-start-checkout.ts). */
export function CheckoutWaiting({ onBack }: { onBack: () => void }) {
  return (
    <div className="flex w-full flex-col items-center gap-3 rounded-md border bg-muted p-4 text-center">
      <div role="status" className="flex flex-col items-center gap-2">
        <SpinnerIcon size="lg" className="text-primary" />
        <p className="font-semibold">
          <Trans>Finish in the new tab…</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Complete the checkout in the tab that opened. This page updates by itself when you are done.
          </Trans>
        </p>
      </div>
      <Button variant="outline" onClick={onBack}>
        <Trans>Back to the choices</Trans>
      </Button>
    </div>
  );
}
