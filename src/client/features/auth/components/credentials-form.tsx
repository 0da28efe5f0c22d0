import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { credentialsSchema, type CredentialsInput } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/form-field';

type Props = {
  mode: 'sign-in' | 'sign-up';
  pending: boolean;
  onSubmit: (values: CredentialsInput) => void;
};

export function CredentialsForm({ mode, pending, onSubmit }: Props) {
  const form = useForm<CredentialsInput>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        placeholder="At least 6 characters"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Please wait...' : mode === 'sign-in' ? 'Sign In' : 'Create Account'}
      </Button>
    </form>
  );
}
