import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/**
 * cn() joins classes without choosing between two of a kind (docs/decisions/0025): the colours come from the
 * variant and the padding from the size alone, so a className only adds (position, spacing, print styles).
 */
const badgeVariants = cva('inline-flex items-center rounded-full border text-xs font-semibold', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-secondary text-secondary-foreground',
      outline: 'text-foreground',
      success: 'border-transparent bg-green-100 text-green-800',
      warning: 'border-transparent bg-orange-100 text-orange-800',
      destructive: 'border-transparent bg-red-100 text-red-800',
      /**
       * Between warning and success: a renewal coming up
       * (docs/product/permits.md#renewal-urgency-and-buffer).
       */
      caution: 'border-transparent bg-amber-100 text-amber-900',
      /** Nothing to judge by, e.g. a permit without a renewal date. */
      neutral: 'border-transparent bg-slate-100 text-slate-700',
    },
    size: {
      default: 'px-2.5 py-0.5',
      lg: 'px-3 py-1',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
