import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Between two resends: enough for a slow mail server, short enough for an owner standing at the window. */
const RESEND_PAUSE_SECONDS = 30;

/**
 * What stays on screen after sign-up, once the 'Check Your Email' toast has gone: the address the link went to,
 * a way to send it again, and a way back if the address was mistyped.
 */
export function CheckInbox({
  email,
  callbackURL,
  onUseAnotherAddress,
  onSignIn,
}: {
  email: string;
  callbackURL: string;
  onUseAnotherAddress: () => void;
  onSignIn: () => void;
}) {
  const { t } = useLingui();
  const resend = useResendConfirmation();
  const [waitSeconds, setWaitSeconds] = useState(0);

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const send = () =>
    resend.mutate(
      { email, callbackURL },
      {
        onSuccess: () => {
          setWaitSeconds(RESEND_PAUSE_SECONDS);
          toast.success(t`E-mail sent`, { description: t`We sent a new confirmation link to ${email}.` });
        },
        onError: (error) =>
          toast.error(t`Error`, {
            description:
              error instanceof ApiError && error.status < 500
                ? error.message
                : t`The e-mail could not be sent. Please try again.`,
          }),
      },
    );

  return (
    <section aria-labelledby="check-inbox-heading" className="flex flex-col items-center gap-4 text-center">
      <MailCheck aria-hidden="true" className="size-10 text-primary" />
      <h2 id="check-inbox-heading" className="text-xl font-semibold">
        <Trans>Check your inbox</Trans>
      </h2>
      <p>
        <Trans>
          We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it to confirm
          your address, then sign in.
        </Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>Nothing there? Look in your spam folder, or send it again.</Trans>
      </p>
      <div className="flex w-full flex-col gap-2">
        <Button onClick={send} disabled={resend.isPending || waitSeconds > 0}>
          {resend.isPending
            ? t`Sending...`
            : waitSeconds > 0
              ? t`Resend e-mail (${waitSeconds} s)`
              : t`Resend e-mail`}
        </Button>
        <Button variant="outline" onClick={onUseAnotherAddress}>
          <Trans>Use another address</Trans>
        </Button>
      </div>
      <p className="text-sm">
        <Trans>
          Already confirmed?{' '}
          <Button variant="link" onClick={onSignIn}>
            Sign in
          </Button>
        </Trans>
      </p>
    </section>
  );
}
