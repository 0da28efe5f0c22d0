import { useLingui } from '@lingui/react/macro';
import { CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { setSignInWelcome, useSignInWelcome } from '@client/features/auth/sign-in-welcome';
import { router } from './router';

/**
 * The first sign-in's 'Welcome!' (docs/decisions/0017). It lands on a screen nobody has scrolled yet, whose
 * heading a toast below the header would cover (onboarding, the invitation): it shows above every screen
 * instead, in the flow of the page, as the app's status does, so it covers nothing. Shown until closed, or
 * until the person goes to another screen themselves (a link, Back); the redirects that follow the sign-in
 * replace the address and keep it.
 */
export function SignInWelcome() {
  const { t } = useLingui();
  const message = useSignInWelcome();
  useEffect(() => {
    if (!message) return;
    const shownAt = router.state.location.key;
    return router.subscribe((state) => {
      if (state.historyAction !== 'REPLACE' && state.location.key !== shownAt) setSignInWelcome(null);
    });
  }, [message]);
  if (!message) return null;
  return (
    <div
      role="status"
      data-testid="sign-in-welcome"
      className="flex items-start gap-3 border-b border-green-300 bg-green-50 py-2 pr-1 pl-4 text-sm text-green-950 print:hidden"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      <p className="flex-1 py-0.5">
        <strong className="block">{message.title}</strong>
        {message.description}
      </p>
      <button
        type="button"
        aria-label={t`Close`}
        onClick={() => setSignInWelcome(null)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
