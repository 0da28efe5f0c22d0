import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createBusinessSchema, type CreateBusinessInput } from '@shared/contracts/team';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { FormField } from '@client/components/form-field';
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
  onCancel,
  onCreated,
  className,
}: {
  id: string;
  onCreated?: () => void;
  /** In a dialog: 'Cancel' beside 'Create Business'. */
  onCancel?: () => void;
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
      <FormDialogFooter
        submitLabel={<Trans>Create Business</Trans>}
        pendingLabel={t`Creating...`}
        pending={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
