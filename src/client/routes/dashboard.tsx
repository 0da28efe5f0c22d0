import { SignedInHeader } from '@client/app/signed-in-header';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function Component() {
  useDocumentTitle('Dashboard');
  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome to Your Dashboard</h1>
      </main>
    </div>
  );
}
