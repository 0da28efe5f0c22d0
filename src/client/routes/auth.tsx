import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BRAND_NAME } from '@shared/brand';
import type { CredentialsInput } from '@shared/contracts/auth';
import { PLANS } from '@shared/domain/plans';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { useSession } from '@client/features/auth/api/get-session';
import { useSignIn } from '@client/features/auth/api/sign-in';
import { useSignUp } from '@client/features/auth/api/sign-up';
import { invitationIdIn, useInvitationOffer } from '@client/features/auth/api/invitation-offer';
import {
  AUTH_TITLE_MESSAGE,
  signInErrorToast,
  signInSuccessToast,
  signUpErrorToast,
  signUpSuccessToast,
} from '@client/features/auth/auth-messages';
import { CheckInbox } from '@client/features/auth/components/check-inbox';
import { setSignInWelcome } from '@client/features/auth/sign-in-welcome';
import { CredentialsForm } from '@client/features/auth/components/credentials-form';
import { ForgotPasswordForm } from '@client/features/auth/components/forgot-password-form';
import { cn } from '@client/lib/cn';
import { confirmedCallback, safeReturnPath } from '@client/lib/return-path';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useHydrated } from '@client/lib/use-hydrated';
import { useLocalizedPath } from '@client/lib/use-localized-path';

type Mode = 'sign-in' | 'sign-up' | 'forgot-password';

const freeLimit = PLANS.free.permitLimit;

function ConfirmationNotice() {
  const [params] = useSearchParams();
  // The prerendered page is the same for every query string; the notice appears once the app runs.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (params.get('error')) {
    return (
      <p role="alert" className="rounded-md bg-orange-50 p-3 text-sm text-orange-900">
        <Trans>
          This confirmation link is invalid or has expired. Sign in and we will send you a new one.
        </Trans>
      </p>
    );
  }
  if (params.get('confirmed')) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
        <Trans>Your e-mail address is confirmed. Sign in to continue.</Trans>
      </p>
    );
  }
  return null;
}

export function Component() {
  const localize = useLocalizedPath();
  const { t } = useLingui();
  useDocumentTitle(t(AUTH_TITLE_MESSAGE));
  const [mode, setMode] = useState<Mode>('sign-in');
  // 'Account Already Exists' switches to sign-in with the address kept: the owner only types the password.
  const [carriedEmail, setCarriedEmail] = useState<string>();
  // After sign-up, the address the confirmation link went to, until the owner chooses another.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  const location = useLocation();
  const [params] = useSearchParams();
  // Where a guarded screen sent the visitor from (router state), or the confirmation link's ?next=.
  const next = safeReturnPath((location.state as { from?: unknown } | null)?.from ?? params.get('next'));
  const callbackURL = confirmedCallback(next);
  const navigate = useNavigate();
  const session = useSession();
  // Until the app has taken the prerendered form over, its buttons would do nothing when tapped.
  const hydrated = useHydrated();
  // ?mode=sign-up opens the sign-up form (an invitation's 'Create an account'). After hydration: the
  // prerendered page is the sign-in form whatever the query.
  const wantsSignUp = params.get('mode') === 'sign-up';
  useEffect(() => {
    if (hydrated && wantsSignUp) setMode('sign-up');
  }, [hydrated, wantsSignUp]);
  const signIn = useSignIn();
  const signUp = useSignUp();
  // Come from an invitation: the form names the business and starts from the invited address, and the Free
  // plan's line, which is about a business of one's own, is left out (docs/decisions/0018).
  const fromInvitation = hydrated && invitationIdIn(next) !== null;
  const invitation = useInvitationOffer(next, hydrated).data ?? null;
  const invitingBusiness = invitation?.businessName;

  // With an existing session the user goes to /dashboard (docs/product/screens.md#sign-in-and-sign-up). The
  // form shows while the session is checked, as the prerendered page does (docs/decisions/0009).
  if (session.data) return <Navigate to={next ?? '/dashboard'} replace />;

  const submit = (values: CredentialsInput) => {
    if (mode === 'sign-in') {
      signIn.mutate(
        { ...values, callbackURL },
        {
          onSuccess: () => {
            // The first sign-in is the one from the confirmation link's landing page (docs/decisions/0003).
            // Its welcome shows above the next screen, in the flow of the page, over nothing (docs/decisions/0017).
            const first = params.has('confirmed');
            const success = signInSuccessToast({ first });
            if (first) setSignInWelcome(success);
            else toast.success(success.title, { description: success.description });
            navigate(next ?? '/dashboard', { replace: true });
          },
          onError: (error) => {
            const message = signInErrorToast(error);
            toast.error(message.title, { description: message.description });
          },
        },
      );
      return;
    }
    signUp.mutate(
      { ...values, callbackURL },
      {
        onSuccess: () => {
          const success = signUpSuccessToast();
          toast.success(success.title, { description: success.description });
          setAwaitingConfirmation(values.email);
        },
        onError: (error) => {
          const message = signUpErrorToast(error);
          toast.error(message.title, { description: message.description });
          if (message.switchToSignIn) {
            setCarriedEmail(values.email);
            setMode('sign-in');
          }
        },
      },
    );
  };

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted px-4 py-6">
      <div className="w-full max-w-md">
        <Link to={localize('/')} className={cn(buttonVariants({ variant: 'ghost' }), 'mb-4 -ml-2')}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
            <CardTitle>
              <h1 className="text-2xl font-bold">{BRAND_NAME}</h1>
            </CardTitle>
            <CardDescription>
              {invitingBusiness !== undefined && mode !== 'forgot-password'
                ? mode === 'sign-up'
                  ? t`Create your account to join ${invitingBusiness}`
                  : t`Sign in to join ${invitingBusiness}`
                : mode === 'sign-up'
                  ? t`Create your account and start tracking your permits`
                  : mode === 'forgot-password'
                    ? t`Reset your password`
                    : t`Sign in to keep your permits on track`}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ConfirmationNotice />
            {awaitingConfirmation ? (
              <CheckInbox
                email={awaitingConfirmation}
                callbackURL={callbackURL}
                onUseAnotherAddress={() => {
                  setCarriedEmail('');
                  setAwaitingConfirmation(null);
                }}
                onSignIn={() => {
                  setCarriedEmail(awaitingConfirmation);
                  setAwaitingConfirmation(null);
                  setMode('sign-in');
                }}
              />
            ) : mode === 'forgot-password' ? (
              <ForgotPasswordForm onDone={() => setMode('sign-in')} />
            ) : (
              <>
                <CredentialsForm
                  key={mode}
                  mode={mode}
                  initialEmail={carriedEmail ?? invitation?.email}
                  pending={signIn.isPending || signUp.isPending}
                  onSubmit={submit}
                />
                {mode === 'sign-in' && (
                  <Button
                    variant="link"
                    className="self-center"
                    disabled={!hydrated}
                    onClick={() => setMode('forgot-password')}
                  >
                    <Trans>Forgot password?</Trans>
                  </Button>
                )}
                <p className="text-center text-sm">
                  {mode === 'sign-in' ? t`Don't have an account?` : t`Already have an account?`}{' '}
                  <Button
                    variant="link"
                    disabled={!hydrated}
                    onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
                  >
                    {mode === 'sign-in' ? t`Sign up` : t`Sign in`}
                  </Button>
                </p>
              </>
            )}
          </CardContent>
        </Card>
        {!fromInvitation && (
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {/* The sign-in screen states the Free plan's limit (docs/product/plans.md#permit-limit). */}
            <Trans>The Free plan tracks up to {freeLimit} permits. No credit card required.</Trans>
          </p>
        )}
        <p className="mt-3 text-center text-xs text-muted-foreground">
          <Trans>
            By signing in or signing up, you agree to our{' '}
            <Link to={localize('/terms-of-service')} className="underline underline-offset-2">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={localize('/privacy-policy')} className="underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </div>
    </main>
  );
}
