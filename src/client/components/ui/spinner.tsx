import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/cn';

/**
 * The turning circle alone, for a status that says more than 'Loading...'. Screens take it from here rather
 * than from lucide-react: an icon the start-up bundle and a lazy screen both import directly is split by the
 * bundler into a chunk of its own, one more request on every screen (BENCHMARKS.md).
 */
export function SpinnerIcon({ className }: { className?: string }) {
  return <LoaderCircle className={cn('size-5 animate-spin', className)} aria-hidden="true" />;
}

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 p-8 text-muted-foreground', className)}
    >
      <SpinnerIcon />
      <span>{label}</span>
    </div>
  );
}
