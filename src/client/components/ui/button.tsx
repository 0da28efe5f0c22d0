import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/** Every variant but `link`, which is padded as the text around it. */
const BOXED: ('default' | 'destructive' | 'outline' | 'secondary' | 'ghost')[] = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
];

/**
 * cn() joins classes without choosing between two of a kind (docs/decisions/0025), so each kind is set in one
 * place only: height, padding and text size by the size (and the padding by whether it is a link), wrapping by
 * `wrap`. A className adds what none of them sets.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-blue-800',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-red-800',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-indigo-200',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        // Still 44 px tall: on a phone a link-styled button is tapped like any other (WCAG 2.5.5).
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-11 text-sm',
        // Narrower, never lower: every target stays 44 px tall on a phone.
        sm: 'min-h-11 px-3 text-sm',
        lg: 'min-h-12 px-6 text-base',
        icon: 'size-11 min-h-11 px-0 text-sm',
      },
      /** A label that may run over two lines instead of widening the button. */
      wrap: { false: 'whitespace-nowrap', true: 'whitespace-normal' },
    },
    compoundVariants: [
      { variant: BOXED, class: 'py-2' },
      { variant: BOXED, size: 'default', class: 'px-4' },
      { variant: 'link', class: 'py-0' },
      { variant: 'link', size: 'default', class: 'px-1' },
    ],
    defaultVariants: { variant: 'default', size: 'default', wrap: false },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, wrap, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />;
}
