import { Toaster as Sonner, toast } from 'sonner';

export { toast };

/** Toasts at the top on phones, where the thumb is not covering them; colours kept at AA contrast. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        duration: 6000,
        classNames: {
          toast: '!border-border !bg-white !text-slate-900',
          title: '!font-semibold',
          description: '!text-slate-700',
          error: '!border-red-300',
          success: '!border-green-300',
        },
      }}
    />
  );
}
