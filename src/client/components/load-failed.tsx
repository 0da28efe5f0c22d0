import { Trans } from '@lingui/react/macro';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/**
 * What a screen shows instead of its data when loading failed: never an empty state, which would tell an
 * owner with ten permits that they have none and send them typing all ten again.
 */
export function LoadFailed({
  message,
  onRetry,
  retrying,
  bordered = true,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** Off where it fills a card of its own. */
  bordered?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-start gap-3 rounded-lg bg-card',
        bordered && 'border p-5',
        className,
      )}
    >
      <p role="alert" className="font-medium">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Trans>Trying again...</Trans> : <Trans>Try again</Trans>}
      </Button>
    </div>
  );
}
