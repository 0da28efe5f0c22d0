import { useSyncExternalStore } from 'react';
import { Toaster as Sonner, toast } from 'sonner';

export { toast };

// Tailwind's `sm` breakpoint: below it the screen is a phone's.
const NARROW = '(max-width: 639px)';

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

/**
 * Toasts at the bottom on phones, clear of the header (plan badge, Account, 'Back to Home') that a toast at
 * the top hid for six seconds, and at the top on wider screens. Every button in them is at least 44 px
 * square (WCAG 2.5.5); colours at AA contrast.
 */
export function Toaster() {
  // Prerendered pages (docs/decisions/0009) are rendered as the wide layout and corrected once running.
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow, () => false);
  return (
    <Sonner
      position={narrow ? 'bottom-center' : 'top-center'}
      closeButton
      toastOptions={{
        duration: 6000,
        classNames: {
          toast: '!border-border !bg-white !pr-12 !text-slate-900',
          title: '!font-semibold',
          description: '!text-slate-700',
          error: '!border-red-300',
          success: '!border-green-300',
          closeButton:
            '!top-0 !right-0 !left-auto !size-11 !transform-none !rounded-md !border-0 !bg-transparent',
          actionButton: '!h-11 !min-w-11 !px-4 !text-sm',
          cancelButton: '!h-11 !min-w-11 !px-4 !text-sm',
        },
      }}
    />
  );
}
