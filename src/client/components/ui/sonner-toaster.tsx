import { useLingui } from '@lingui/react/macro';
import { Toaster as Sonner, type ToastClassnames } from 'sonner';

// Loaded with the first toast through components/ui/toaster.tsx, which the screens use (docs/decisions/0025).
export { toast } from 'sonner';

const TOAST_CLASS = '!border-border !bg-white !pr-12 !text-slate-900';
const CLOSE_BUTTON_CLASS =
  '!top-0 !right-0 !left-auto !size-11 !transform-none !rounded-md !border-0 !bg-transparent';
const ANSWER_BUTTON_CLASS = '!h-11 !min-w-11 !px-4 !text-sm';

/**
 * 7 px below the signed-in header, which says its height (69 px, or more with the business switcher's row); the
 * public headers are less tall. A CSS length, no text: written raw, which the Lingui lint leaves alone.
 */
const TOP_ON_A_PHONE = String.raw`calc(var(--signed-in-header-height, 69px) + 7px)`;

const TOAST_CLASSES: ToastClassnames = {
  toast: TOAST_CLASS,
  title: '!font-semibold',
  description: '!text-slate-700',
  error: '!border-red-300',
  success: '!border-green-300',
  closeButton: CLOSE_BUTTON_CLASS,
  actionButton: ANSWER_BUTTON_CLASS,
  cancelButton: ANSWER_BUTTON_CLASS,
};

/**
 * On a phone, toasts sit just below the header (docs/decisions/0017): the header's plan badge, Account and
 * 'Back to Home' stay in reach, and so does a form's Save button at the bottom of the screen, which a toast
 * at the bottom covered. Every button in them is at least 44 px square (WCAG 2.5.5); colours at AA contrast.
 */
export function Toaster() {
  const { t } = useLingui();
  return (
    <Sonner
      position="top-center"
      containerAriaLabel={t`Notifications`}
      // Sonner applies this below 600 px.
      mobileOffset={{ top: TOP_ON_A_PHONE, left: 16, right: 16 }}
      closeButton
      toastOptions={{ duration: 6000, closeButtonAriaLabel: t`Close toast`, classNames: TOAST_CLASSES }}
    />
  );
}
