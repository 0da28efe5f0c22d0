import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { BRAND_NAME } from '@shared/brand';
import { LoadFailed } from '@client/components/load-failed';
import { NOT_KEPT_OFFLINE } from '@client/service-worker/service-worker-state';

/**
 * A signed-in screen opened offline on a phone that kept no session (docs/decisions/0024): the sign-in form
 * cannot work without the network, so this says what will. Small enough to stay in the shell, which the
 * service worker keeps, rather than a chunk of its own.
 */
export function NotKeptOffline({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { i18n } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted px-4">
      <WifiOff aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-2xl font-bold text-primary">{BRAND_NAME}</h1>
      <LoadFailed
        message={i18n._(NOT_KEPT_OFFLINE)}
        onRetry={onRetry}
        retrying={retrying}
        className="max-w-sm"
      />
    </main>
  );
}
