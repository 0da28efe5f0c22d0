import { zodResolver } from '@hookform/resolvers/zod';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordSchema } from '@shared/contracts/auth';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/form-field';
import { toast } from '@client/components/ui/toaster';
import { useResetPassword } from '@client/features/auth/api/reset-password';
import { ApiError } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';

const schema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    // Worded when the form is checked, in the page's language (docs/decisions/0026).
    error: () => translate`The passwords do not match`,
  });

/**
 * The page the reset e-mail's link opens (docs/product/screens.md#password-reset; better-auth appends
 * ?token=…).
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = form.handleSubmit(({ password }) => {
    if (!token) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t`Password updated`, { description: t`Sign in with your new password.` });
          navigate('/auth', { replace: true });
        },
        onError: (error) =>
          toast.error(t`Error`, {
            description:
              error instanceof ApiError && error.status < 500
                ? t`This reset link is invalid or has expired. Ask for a new one from the sign-in screen.`
                : t`An unexpected error occurred. Please try again.`,
          }),
      },
    );
  });

  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold">
              <Trans>Choose a new password</Trans>
            </h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {!token || params.get('error') ? (
            <div className="flex flex-col gap-4">
              <p role="alert">
                <Trans>
                  This reset link is invalid or has expired. Ask for a new one from the sign-in screen.
                </Trans>
              </p>
              <Link to="/auth" className={buttonVariants()}>
                <Trans>Back to sign in</Trans>
              </Link>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <FormField
                id="new-password"
                label={t`New password`}
                type="password"
                autoComplete="new-password"
                error={form.formState.errors.password?.message}
                {...form.register('password')}
              />
              <FormField
                id="confirm-password"
                label={t`Repeat the new password`}
                type="password"
                autoComplete="new-password"
                error={form.formState.errors.confirm?.message}
                {...form.register('confirm')}
              />
              <Button type="submit" size="lg" disabled={reset.isPending}>
                {reset.isPending ? t`Please wait...` : t`Save new password`}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
