import { SignedInHeader } from '@client/app/signed-in-header';
import { useSubscriptionCheckFailure } from '@client/features/subscription/use-subscription-check-failure';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function Component() {
  useDocumentTitle('Dashboard');
  // spec §8 Account: on the dashboard a failed subscription check is only logged.
  useSubscriptionCheckFailure('log');
  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome to Your Dashboard</h1>
      </main>
    </div>
  );
}
