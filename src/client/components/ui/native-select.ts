/**
 * The look of our native selects: a phone opens its own picker, and keyboards and screen readers know it.
 * 44 px tall like every control (docs/decisions/0017).
 */
export const NATIVE_SELECT_CLASS =
  'min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60';
