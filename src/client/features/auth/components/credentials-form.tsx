import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { CredentialsInput } from '@shared/contracts/auth';
import { FormField } from '@client/components/form-field';
import { lazyResolver } from '@client/components/lazy-form-resolver';
import { Button } from '@client/components/ui/button';
import { useHydrated } from '@client/lib/use-hydrated';

// The schema loads once the owner starts on the form, not with /auth (docs/decisions/0025).
const resolver = lazyResolver<CredentialsInput>(async () => {
  const [{ zodResolver }, { credentialsSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shared/contracts/auth'),
  ]);
  return zodResolver(credentialsSchema);
});

type Props = {
  mode: 'sign-in' | 'sign-up';
  pending: boolean;
  onSubmit: (values: CredentialsInput) => void;
  /**
   * The address to start from: when the screen switched modes for the owner ('Account Already Exists'), or
   * the invited address of the invitation they came from.
   */
  initialEmail?: string;
};

export function CredentialsForm({ mode, pending, onSubmit, initialEmail }: Props) {
  const { t } = useLingui();
  // Otherwise no default values: react-hook-form then takes what the fields hold when it registers them, so
  // what was typed or autofilled into the prerendered page before the app ran is kept (docs/decisions/0009).
  const form = useForm<CredentialsInput>({
    resolver,
    ...(initialEmail !== undefined && { defaultValues: { email: initialEmail, password: '' } }),
  });
  // An address that arrives after the form (the invitation's) fills the field, unless something was typed.
  useEffect(() => {
    if (initialEmail && !form.getValues('email')) form.setValue('email', initialEmail);
  }, [form, initialEmail]);
  // Until then the form cannot submit: the browser would send the password in the query string.
  const hydrated = useHydrated();
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocus={resolver.preload}
      className="flex flex-col gap-4"
    >
      <FormField
        id="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="password"
        label={t`Password`}
        type="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        placeholder={t`At least 6 characters`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={pending || !hydrated}>
        {pending ? t`Please wait...` : mode === 'sign-in' ? t`Sign In` : t`Create Account`}
      </Button>
    </form>
  );
}
