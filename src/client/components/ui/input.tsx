import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/**
 * A text input, 44 px tall. Its width and text size are props rather than classes to override: cn() joins
 * classes without choosing between two of a kind (docs/decisions/0025). 16 px text by default, which keeps a
 * phone from zooming in on it.
 */
export function Input({
  className,
  fullWidth = true,
  textSize = 'base',
  ...props
}: ComponentProps<'input'> & {
  /** Off for an input whose className gives its width. */
  fullWidth?: boolean;
  textSize?: 'base' | 'sm';
}) {
  return (
    <input
      className={cn(
        'flex min-h-11 rounded-md border border-input bg-background px-3 py-2 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        fullWidth && 'w-full',
        textSize === 'sm' ? 'text-sm' : 'text-base',
        className,
      )}
      {...props}
    />
  );
}
