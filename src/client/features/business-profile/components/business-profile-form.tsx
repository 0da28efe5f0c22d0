import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { businessProfileSchema, type BusinessProfileInput } from '@shared/contracts/business-profile';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';

type Props = {
  defaultValues: BusinessProfileInput;
  submitLabel: string;
  pending?: boolean;
  /** Called on every change with the current values (the onboarding draft). */
  onChange?: (values: BusinessProfileInput) => void;
  onSubmit: (values: BusinessProfileInput) => void;
};

export function BusinessProfileForm({ defaultValues, submitLabel, pending, onChange, onSubmit }: Props) {
  const { t } = useLingui();
  const form = useForm<BusinessProfileInput>({ resolver: zodResolver(businessProfileSchema), defaultValues });
  const values = useWatch({ control: form.control });
  useEffect(() => {
    onChange?.({ ...defaultValues, ...values } as BusinessProfileInput);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the values drive the draft
  }, [values]);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField
        id="businessName"
        label={t`Business name`}
        autoComplete="organization"
        error={errors.businessName?.message}
        {...form.register('businessName')}
      />
      <FormField
        id="statesOperating"
        label={t`States you operate in`}
        hint={t`For example: CA, NV`}
        error={errors.statesOperating?.message}
        {...form.register('statesOperating')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Alcohol</Trans>
        </legend>
        <label className="flex min-h-11 items-center gap-1">
          {/* The box is small; the 44 px square around it takes the tap too (WCAG 2.5.5). */}
          <span className="-ml-3 flex size-11 shrink-0 items-center justify-center">
            <input type="checkbox" className="size-5 accent-primary" {...form.register('servesBeerWine')} />
          </span>
          <Trans>We serve beer or wine</Trans>
        </label>
        <label className="flex min-h-11 items-center gap-1">
          {/* The box is small; the 44 px square around it takes the tap too (WCAG 2.5.5). */}
          <span className="-ml-3 flex size-11 shrink-0 items-center justify-center">
            <input type="checkbox" className="size-5 accent-primary" {...form.register('servesLiquor')} />
          </span>
          <Trans>We serve liquor</Trans>
        </label>
      </fieldset>
      <FormField
        id="phone"
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormField
        id="profile-email"
        label={t`Business e-mail`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="address"
        label={t`Address`}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t`Saving...` : submitLabel}
      </Button>
    </form>
  );
}
