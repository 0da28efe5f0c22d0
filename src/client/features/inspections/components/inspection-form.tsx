import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Inspection, InspectionInput } from '@shared/contracts/inspections';
import { INSPECTION_RESULT_LABELS, INSPECTION_RESULTS } from '@shared/domain/inspection-results';
import { FormField } from '@client/components/form-field';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { ApiError } from '@client/lib/api-client';
import { translateMarked } from '@client/lib/marked-message';
import {
  EMPTY_INSPECTION_FORM,
  inspectionFormValues,
  inspectionInputOf,
  isInspectionFormField,
  type InspectionFormValues,
} from './inspection-form-values';

const textareaClass =
  'min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring';

/** The refusal of a save, for the form to show: under its field when it names one, else above the buttons. */
export type SaveRefusal = { field?: string; message: string };

/** The field a refusal of the report document names. */
export const REPORT_FIELD = 'report';

type Props = {
  /** The inspection edited; none to add one. */
  inspection?: Inspection;
  pending: boolean;
  /** Saves; a refusal comes back through `refusal`. The chosen report file goes with it. */
  onSubmit: (input: InspectionInput, report: File | null) => Promise<SaveRefusal | null>;
  onCancel: () => void;
};

/**
 * 'Date', 'Agency', 'Notes', 'Result', 'Re-inspection date' (shown for a failure only) and 'Report document'
 * (docs/product/events.md#inspections). The server checks the input; its refusal of a field shows under it.
 */
export function InspectionForm({ inspection, pending, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const form = useForm<InspectionFormValues>({
    defaultValues: inspection ? inspectionFormValues(inspection) : EMPTY_INSPECTION_FORM,
  });
  const [report, setReport] = useState<File | null>(null);
  const reportInput = useRef<HTMLInputElement>(null);
  const [reportRefusal, setReportRefusal] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;
  const failed = form.watch('result') === 'failed';

  const submit = async (values: InspectionFormValues) => {
    setRefusal(null);
    setReportRefusal(null);
    const refused = await onSubmit(inspectionInputOf(values), report);
    if (!refused) return;
    if (refused.field === REPORT_FIELD) {
      setReportRefusal(refused.message);
      reportInput.current?.focus();
    } else if (isInspectionFormField(refused.field))
      form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
    else setRefusal(refused.message);
  };

  const resultError = errors.result?.message;
  const notesError = errors.notes?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <FormField
        id="inspection-date"
        label={t`Date`}
        type="date"
        autoFocus
        error={errors.scheduledOn?.message}
        {...form.register('scheduledOn')}
      />
      <FormField
        id="inspection-agency"
        label={t`Agency`}
        autoComplete="off"
        error={errors.agency?.message}
        {...form.register('agency')}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="inspection-notes">
          <Trans>Notes</Trans>
        </Label>
        <textarea
          id="inspection-notes"
          className={textareaClass}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? 'inspection-notes-error' : undefined}
          {...form.register('notes')}
        />
        {notesError && (
          <p id="inspection-notes-error" role="alert" className="text-sm font-medium text-destructive">
            {translateMarked(notesError)}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="inspection-result">
          <Trans>Result</Trans>
        </Label>
        <select
          id="inspection-result"
          className={NATIVE_SELECT_CLASS}
          aria-invalid={resultError ? true : undefined}
          {...form.register('result')}
        >
          {INSPECTION_RESULTS.map((result) => (
            <option key={result} value={result}>
              {i18n._(INSPECTION_RESULT_LABELS[result])}
            </option>
          ))}
        </select>
        {resultError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {translateMarked(resultError)}
          </p>
        )}
      </div>
      {failed && (
        <FormField
          id="inspection-reinspection"
          label={t`Re-inspection date`}
          type="date"
          error={errors.reinspectionOn?.message}
          {...form.register('reinspectionOn')}
        />
      )}
      <FormField
        id="inspection-report"
        label={t`Report document`}
        type="file"
        accept="application/pdf,image/*"
        hint={
          inspection?.report
            ? t`Now: ${inspection.report.name}. A new file replaces it.`
            : t`A PDF or a photo, at most 10 MB.`
        }
        ref={reportInput}
        error={reportRefusal ?? undefined}
        onChange={(event) => {
          setReport(event.target.files?.[0] ?? null);
          setReportRefusal(null);
        }}
      />
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
          {refusal}
        </p>
      )}
      <FormDialogFooter
        submitLabel={inspection ? t`Save Inspection` : t`Add Inspection`}
        pendingLabel={t`Saving...`}
        pending={pending}
        onCancel={onCancel}
        cancelDisabled={pending}
      />
    </form>
  );
}

/** A failed save as the form shows it. */
export const refusalOf = (error: unknown, fallback: string): SaveRefusal =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? { field: error.field, message: error.message }
    : { message: fallback };
