import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createBusinessSchema, type CreateBusinessInput } from '@shared/contracts/team';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { cn } from '@client/lib/cn';
import { useCreateBusiness } from '../api/create-business';

/**
 * 'Create a business' (docs/decisions/0018): its name, and the person becomes its owner on the Free plan and
 * works in it. The server's refusal (they own one already…) stays beside the form in the server's words.
 * Loaded with the screen of a person in no business, or with the switcher's dialog: zod comes with it.
 */
export function CreateBusinessForm({
  id,
  cancel,
  onCreated,
  className,
}: {
  id: string;
  onCreated?: () => void;
  /** A Cancel button beside Create, in a dialog. */
  cancel?: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  const form = useForm<CreateBusinessInput>({
    resolver: zodResolver(createBusinessSchema),
    defaultValues: { name: '' },
  });
  const create = useCreateBusiness();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (values: CreateBusinessInput) => {
    setRefusal(null);
    const name = values.name.trim();
    create.mutate(
      { name },
      {
        onSuccess: () => {
          toast.success(t`Business Created`, { description: t`You now own ${name}, on the Free plan.` });
          onCreated?.();
          navigate('/dashboard');
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className={cn('flex flex-col gap-4', className)}>
      <FormField
        id={id}
        label={t`Business name`}
        autoComplete="organization"
        maxLength={200}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t`Creating...` : <Trans>Create Business</Trans>}
        </Button>
      </div>
    </form>
  );
}
