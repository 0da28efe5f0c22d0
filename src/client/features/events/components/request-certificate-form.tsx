import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { COI_DEFAULT_AGGREGATE, COI_DEFAULT_EACH_OCCURRENCE } from '@shared/contracts/events';
import { FormField } from '@client/components/form-field';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import type { useRequestCertificate } from '../api/request-certificate';
import { certificateRequestOf, type CertificateRequestValues } from './certificate-request-values';

const FIELDS: readonly string[] = ['brokerName', 'brokerEmail', 'eachOccurrence', 'aggregate'];
const isField = (field: string | undefined): field is keyof CertificateRequestValues =>
  field !== undefined && FIELDS.includes(field);

/**
 * The request's form: a refusal naming a field shows under it, any other in the dialog in the server's words.
 * A request within a day of the last is refused with COI_RECENTLY_REQUESTED: the server's question is shown
 * and 'Send Again' sends it confirmed (docs/product/events.md#certificate-of-insurance).
 */
export function RequestCertificateForm({
  eventId,
  broker,
  request,
  onClose,
}: {
  eventId: string;
  broker: { name: string; email: string };
  request: ReturnType<typeof useRequestCertificate>;
  onClose: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const form = useForm<CertificateRequestValues>({
    defaultValues: {
      brokerName: broker.name,
      brokerEmail: broker.email,
      eachOccurrence: String(COI_DEFAULT_EACH_OCCURRENCE),
      aggregate: String(COI_DEFAULT_AGGREGATE),
    },
  });
  const { errors } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [askedRecently, setAskedRecently] = useState<string | null>(null);

  const submit = (values: CertificateRequestValues) => {
    setRefusal(null);
    request.mutate(
      { eventId, input: certificateRequestOf(values, askedRecently !== null) },
      {
        onSuccess: () => {
          toast.success(t`Request Sent`);
          onClose(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'COI_RECENTLY_REQUESTED')
            setAskedRecently(error.message);
          else if (error instanceof ApiError && isField(error.field))
            form.setError(error.field, { message: error.message }, { shouldFocus: true });
          else setRefusal(error.message);
        },
      },
    );
  };

  const field = (name: keyof CertificateRequestValues, label: string, input: ComponentProps<'input'>) => (
    <FormField
      id={`certificate-request-${name}`}
      label={label}
      error={errors[name]?.message}
      {...input}
      {...form.register(name)}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      {field('brokerName', t`Broker name`, { autoComplete: 'off' })}
      {field('brokerEmail', t`Broker e-mail`, { type: 'email', autoComplete: 'off' })}
      {field('eachOccurrence', t`Each occurrence limit ($)`, { inputMode: 'numeric' })}
      {field('aggregate', t`Aggregate limit ($)`, { inputMode: 'numeric' })}
      {askedRecently && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {askedRecently}
        </p>
      )}
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
          {refusal}
        </p>
      )}
      <FormDialogFooter
        submitLabel={askedRecently ? t`Send Again` : t`Send Request`}
        pendingLabel={t`Sending...`}
        pending={request.isPending}
        onCancel={() => onClose(false)}
        cancelDisabled={request.isPending}
      />
    </form>
  );
}
