import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CALENDAR_MESSAGES } from '@shared/contracts/google-calendar-messages';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { SpinnerIcon } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useSession } from '@client/features/auth/api/get-session';
import { useExchangeGoogleCode } from '@client/features/calendar-sync/api/google-calendar';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** How long a failure stays on the screen before the member is taken back to /alert-setup. */
const FAILURE_SHOWN_MS = 4_000;

/**
 * The provider of the callback state (JSON, here base64url: docs/product/calendar.md#callback-state), or null
 * when it is not that.
 */
function providerOf(state: string): string | null {
  try {
    const json = atob(state.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = JSON.parse(json) as { provider?: unknown };
    return typeof parsed.provider === 'string' ? parsed.provider : null;
  } catch {
    return null;
  }
}

/**
 * Why the exchange failed, in the words of docs/product/texts.md#calendar-callback (the server's own in the
 * page's language already).
 */
function failureOf(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.status === 401) return i18n._(CALENDAR_MESSAGES.signIn);
  if (error instanceof ApiError && error.status === 400) return error.message;
  return i18n._(CALENDAR_MESSAGES.failed);
}

/**
 * The calendar callback (docs/product/calendar.md#the-callback, docs/decisions/0023): Google comes back here
 * with code and state (or error); the code is exchanged on the server. Success: 'Calendar Connected!' and on
 * to /alert-setup. Failure: 'Connection Failed' with the reason, and back to /alert-setup too.
 */
export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Calendar Connection`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const exchange = useExchangeGoogleCode();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || session.isPending) return;
    started.current = true;
    const fail = (message: string) => {
      setFailure(message);
      toast.error(i18n._(CALENDAR_MESSAGES.failedTitle), { description: message });
    };
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    const error = params.get('error');
    if (error) return fail(CALENDAR_MESSAGES.oauthError(error, i18n));
    if (!code || !state) return fail(i18n._(CALENDAR_MESSAGES.missingParameters));
    if (!session.data) return fail(i18n._(CALENDAR_MESSAGES.signIn));
    if (providerOf(state) !== 'google') return fail(i18n._(CALENDAR_MESSAGES.unsupportedProvider));
    exchange.mutate(
      { code, state },
      {
        onSuccess: () => {
          toast.success(i18n._(CALENDAR_MESSAGES.connectedTitle), {
            description: t`Your permit dates will be synced to Google Calendar.`,
          });
          void navigate('/alert-setup', { replace: true });
        },
        onError: (reason) => fail(failureOf(reason, i18n)),
      },
    );
  }, [params, session.isPending, session.data, exchange, navigate, t, i18n]);

  useEffect(() => {
    if (failure === null) return;
    const timer = setTimeout(() => void navigate('/alert-setup', { replace: true }), FAILURE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <CalendarCheck className="size-12 text-primary" aria-hidden="true" />
          <CardTitle>
            <h1 className="text-2xl font-bold">
              {i18n._(failure === null ? CALENDAR_MESSAGES.processing : CALENDAR_MESSAGES.failedTitle)}
            </h1>
          </CardTitle>
          {failure === null ? (
            <SpinnerIcon className="mx-auto" />
          ) : (
            <p role="alert" className="text-muted-foreground">
              {failure}
            </p>
          )}
        </CardHeader>
        <CardContent>
          <Link to="/alert-setup" replace className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
            <Trans>Back to Alert Setup</Trans>
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
