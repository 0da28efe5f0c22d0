import { Trans } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The frame of the local test-mode billing pages (docs/product/screens.md#local-test-mode-billing-pages):
 * they stand in for Stripe's pages in a tab of their own, so they say plainly that nothing is charged.
 */
export function LocalBillingLayout({
  children,
  testMode = true,
}: {
  children: ReactNode;
  testMode?: boolean;
}) {
  return (
    <div className="min-h-dvh bg-muted">
      {testMode && (
        <header className="flex items-center justify-center gap-2 bg-amber-200 px-4 py-3 text-center font-semibold text-amber-950">
          <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
          <p>
            <Trans>Test mode — no payment is taken</Trans>
          </p>
        </header>
      )}
      <main className="mx-auto flex max-w-md flex-col gap-4 px-4 py-6">{children}</main>
    </div>
  );
}
