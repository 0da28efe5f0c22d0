import type { ComponentProps, ReactNode } from 'react';

/**
 * A checkbox with its label. The box is small; the 44 px square around it takes the tap too (WCAG 2.5.5).
 */
export function Tick({
  children,
  ref,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-1">
      <span className="-ml-3 flex size-11 shrink-0 items-center justify-center">
        <input ref={ref} type="checkbox" className="size-5 accent-primary" {...input} />
      </span>
      {children}
    </label>
  );
}
