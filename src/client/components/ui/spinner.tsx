import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/cn';

// cn() joins classes without choosing between two of a kind (docs/decisions/0025): sizes and spacing are
// variants, and a className only adds.
const spinnerIconVariants = cva('animate-spin', {
  variants: { size: { sm: 'size-4', md: 'size-5', lg: 'size-6' } },
  defaultVariants: { size: 'md' },
});

/**
 * The turning circle alone, for a status that says more than 'Loading...'. Screens take it from here rather
 * than from lucide-react: an icon the start-up bundle and a lazy screen both import directly is split by the
 * bundler into a chunk of its own, one more request on every screen (BENCHMARKS.md).
 */
export function SpinnerIcon({
  className,
  size,
}: { className?: string } & VariantProps<typeof spinnerIconVariants>) {
  return <LoaderCircle className={cn(spinnerIconVariants({ size }), className)} aria-hidden="true" />;
}

const spinnerVariants = cva('flex items-center gap-2 text-muted-foreground', {
  variants: {
    layout: {
      /** Centred in the space it is given, as a screen loads. */
      block: 'justify-center p-8',
      compact: 'justify-center p-2',
      /** In the flow of the text, as a line of it. */
      inline: 'justify-start',
    },
  },
  defaultVariants: { layout: 'block' },
});

export function Spinner({
  label,
  className,
  layout,
}: { label?: string; className?: string } & VariantProps<typeof spinnerVariants>) {
  const { t } = useLingui();
  return (
    <div role="status" className={cn(spinnerVariants({ layout }), className)}>
      <SpinnerIcon />
      <span>{label ?? t`Loading...`}</span>
    </div>
  );
}
