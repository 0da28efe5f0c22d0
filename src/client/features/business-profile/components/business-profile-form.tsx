import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { businessProfileSchema, type BusinessProfileInput } from '@shared/contracts/business-profile';
import { FormField } from '@client/components/form-field';
import { Tick } from '@client/components/tick';
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
  const sellsAtError = errors.sellsAt?.message ?? errors.sellsAt?.[0]?.message;
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
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Alcohol</Trans>
        </legend>
        <Tick {...form.register('servesBeerWine')}>
          <Trans>We serve beer or wine</Trans>
        </Tick>
        <Tick {...form.register('servesLiquor')}>
          <Trans>We serve liquor</Trans>
        </Tick>
      </fieldset>
      {/* Where the truck sells and its propane decide which permits apply (docs/product/intelligence.md#where-a-truck-sells). */}
      <fieldset className="flex flex-col gap-1" aria-describedby={sellsAtError ? 'sellsAt-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Where do you sell?</Trans>
        </legend>
        <Tick value="vends-on-streets" {...form.register('sellsAt')}>
          <Trans>On public streets and sidewalks</Trans>
        </Tick>
        <Tick value="vends-on-private-property" {...form.register('sellsAt')}>
          <Trans>On private lots, with the owner's permission</Trans>
        </Tick>
        <Tick value="vends-at-events" {...form.register('sellsAt')}>
          <Trans>At events: festivals, markets, private parties</Trans>
        </Tick>
        {sellsAtError && (
          <p id="sellsAt-error" role="alert" className="text-sm text-destructive">
            {sellsAtError}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Propane</Trans>
        </legend>
        <Tick {...form.register('carriesPropane')}>
          <Trans>Our truck carries propane (LP gas)</Trans>
        </Tick>
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
