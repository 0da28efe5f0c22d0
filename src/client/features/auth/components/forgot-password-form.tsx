import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { FormField } from '@client/components/form-field';
import { lazyResolver } from '@client/components/lazy-form-resolver';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import type { ForgotPasswordInput } from '../forgot-password-schema';

// The schema loads once the owner starts on the form, not with /auth (docs/decisions/0025).
const resolver = lazyResolver<ForgotPasswordInput>(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../forgot-password-schema'),
  ]);
  return zodResolver(forgotPasswordSchema);
});

/**
 * Password recovery by e-mail (docs/product/screens.md#password-reset). The answer never says whether the
 * address has an account.
 */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm<ForgotPasswordInput>({
    resolver,
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  const submit = form.handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        toast.success(t`Check Your Email`, {
          description: t`If an account exists for that address, we have sent a link to choose a new password.`,
        });
        onDone();
      },
      onError: (error) =>
        toast.error(t`Error`, {
          description:
            error instanceof ApiError && error.status < 500
              ? error.message
              : t`An unexpected error occurred. Please try again.`,
        }),
    }),
  );
  return (
    <form noValidate onSubmit={submit} onFocus={resolver.preload} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        <Trans>Enter your account e-mail and we will send you a link to choose a new password.</Trans>
      </p>
      <FormField
        id="reset-email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? t`Please wait...` : t`Send reset link`}
      </Button>
      <Button type="button" variant="link" onClick={onDone} className="self-center">
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  );
}
