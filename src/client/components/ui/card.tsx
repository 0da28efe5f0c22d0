import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/*
 * cn() joins classes without choosing between two of a kind (docs/decisions/0025), so what a card's parts are
 * asked to change (border, shadow, spacing, text size) is a variant, set in one place; a className only adds.
 */

const cardVariants = cva('rounded-lg bg-card text-card-foreground', {
  variants: {
    border: { thin: 'border', thick: 'border-2' },
    shadow: { none: 'shadow-none', sm: 'shadow-sm', md: 'shadow-md' },
  },
  defaultVariants: { border: 'thin', shadow: 'sm' },
});

export function Card({
  className,
  border,
  shadow,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div className={cn(cardVariants({ border, shadow }), className)} {...props} />;
}

const cardHeaderVariants = cva('flex', {
  variants: {
    layout: {
      column: 'flex-col gap-1.5',
      spaced: 'flex-col gap-3',
      row: 'flex-row items-center gap-3',
    },
    /** `compact` spacing for a card inside a dialog. */
    spacing: { default: 'p-5 sm:p-6', compact: 'p-4 sm:p-5' },
  },
  defaultVariants: { layout: 'column', spacing: 'default' },
});

export function CardHeader({
  className,
  layout,
  spacing,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardHeaderVariants>) {
  return <div className={cn(cardHeaderVariants({ layout, spacing }), className)} {...props} />;
}

// A larger or smaller title takes the line height of its text size.
const cardTitleVariants = cva('font-semibold', {
  variants: { size: { base: 'text-base', lg: 'text-lg leading-tight', xl: 'text-xl' } },
  defaultVariants: { size: 'lg' },
});

/** Styling only: put the heading element of the right level inside (h1/h2/h3). */
export function CardTitle({
  className,
  size,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardTitleVariants>) {
  return <div className={cn(cardTitleVariants({ size }), className)} {...props} />;
}

const cardDescriptionVariants = cva('text-muted-foreground', {
  variants: { size: { sm: 'text-sm', base: 'text-base' } },
  defaultVariants: { size: 'sm' },
});

export function CardDescription({
  className,
  size,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardDescriptionVariants>) {
  return <div className={cn(cardDescriptionVariants({ size }), className)} {...props} />;
}

// Nothing above: the header's padding is there.
const cardContentVariants = cva('', {
  variants: { spacing: { default: 'px-5 pb-5 sm:px-6 sm:pb-6', compact: 'px-4 pb-4 sm:px-5 sm:pb-5' } },
  defaultVariants: { spacing: 'default' },
});

export function CardContent({
  className,
  spacing,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardContentVariants>) {
  return <div className={cn(cardContentVariants({ spacing }), className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}
