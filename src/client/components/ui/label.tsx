import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm leading-none font-medium', className)} {...props} />;
}
