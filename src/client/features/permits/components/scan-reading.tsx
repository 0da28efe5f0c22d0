import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScanText, Sparkles } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { PermitScan } from '@shared/contracts/permit-scan';
import type { PermitFormValues } from '@shared/contracts/permits';
import { formatFileSize, MAX_DOCUMENT_BYTES } from '@shared/domain/document-types';
import { ApiError } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import { scanPermit } from '../api/scan-permit';

/*
 * Reading a permit's photo or PDF into the form, loaded when the owner chooses a file
 * (docs/product/permits.md#scanning-a-permit): the request, what its refusals say, and the marks under the
 * fields it filled.
 */

/** The form's fields a scan fills in, with their marks: the catalog entry has no field of its own. */
export type ScannedFormField = Exclude<keyof PermitScan['fields'], 'catalogEntryId'> & keyof PermitFormValues;
export type FieldMark = { source: 'document' | 'ai'; note: string | null };
export type ScanOutcome = { read: true } | { read: false; reason: string };

/** The scan's values as the form's strings: a category's id as the select holds it, the cost with its cents. */
export function formValuesOf({ fields }: PermitScan): Partial<Record<ScannedFormField, string>> {
  const { catalogEntryId: _entry, categoryId, cost, ...texts } = fields;
  const values: Partial<Record<ScannedFormField, string>> = {};
  for (const [name, field] of Object.entries(texts)) values[name as ScannedFormField] = field.value;
  if (categoryId) values.categoryId = String(categoryId.value);
  if (cost) values.cost = cost.value.toFixed(2);
  return values;
}

/** What a scan left in the form: the marks by field name, how to show one, the catalog entry matched. */
export type FilledFromScan = {
  marks: Partial<Record<string, FieldMark>>;
  Mark: typeof ScanMark;
  catalogEntryId?: string;
};

/** Puts the scan's values in the form's fields; a field whose error shows is checked again. */
export function fillForm(form: UseFormReturn<PermitFormValues>, scan: PermitScan): FilledFromScan {
  for (const [name, value] of Object.entries(formValuesOf(scan)) as [ScannedFormField, string][]) {
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.getFieldState(name).invalid });
  }
  const { catalogEntryId, ...marked } = scan.fields;
  return {
    marks: Object.fromEntries(
      Object.entries(marked).map(([name, { source, note }]) => [name, { source, note }]),
    ),
    Mark: ScanMark,
    catalogEntryId: catalogEntryId?.value,
  };
}

/** The server's refusal, in the person's language; one of another kind as ours. */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return t`An unexpected error occurred. Please try again.`;
  // No error envelope: a proxy answered, not our route.
  const ours = !error.code.startsWith('HTTP_');
  if (error.status === 503 && !ours)
    return t`PermitPilot is busy reading other permits. Try again in a moment.`;
  if (error.status >= 500 && error.status !== 503) return t`An unexpected error occurred. Please try again.`;
  return error.message;
}

/**
 * Sends the file and, when something was read, hands it to the form. A refusal, a file over the document limit
 * or an answer with nothing for the form leaves the form as it was.
 */
export async function readPermit(
  file: File,
  fill: (scan: PermitScan, file: File) => Promise<void>,
): Promise<ScanOutcome> {
  if (file.size > MAX_DOCUMENT_BYTES) {
    const size = formatFileSize(file.size, i18n);
    return { read: false, reason: t`The file is ${size}; the limit is 10 MB.` };
  }
  let scan: PermitScan;
  try {
    scan = await scanPermit(file);
  } catch (error) {
    return { read: false, reason: reasonOf(error) };
  }
  if (Object.keys(formValuesOf(scan)).length === 0)
    return { read: false, reason: t`Nothing in it could be read into the form.` };
  await fill(scan, file);
  return { read: true };
}

/** Under 'Scan a Permit': the form filled, or why it was not. */
export function ScanOutcomeNote({ outcome }: { outcome: ScanOutcome }) {
  const { t } = useLingui();
  if (outcome.read) return <Trans>The form is filled in from your document. Check each marked field.</Trans>;
  const heading = t`Could not read the document`;
  // The server's reasons start with the heading ('Could not read the document: no text was found in it.').
  const reason = outcome.reason.startsWith(`${heading}: `)
    ? outcome.reason.slice(heading.length + 2).replace(/^./, (first) => first.toLocaleUpperCase())
    : outcome.reason;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm">
      <p className="font-semibold text-destructive">{heading}</p>
      <p>{reason}</p>
    </div>
  );
}

/** Under a field the scan filled, until the owner changes it; what the AI provider filled says so. */
export function ScanMark({ source, note }: FieldMark) {
  const Icon = source === 'ai' ? Sparkles : ScanText;
  return (
    <span className="flex flex-col gap-0.5 text-sm">
      <span className="flex items-start gap-1 font-medium text-blue-800">
        <Icon className="size-4 shrink-0 translate-y-0.5" aria-hidden="true" />
        {source === 'ai' ? (
          <Trans>Filled in by AI from your document — check it</Trans>
        ) : (
          <Trans>Read from your document — check it</Trans>
        )}
      </span>
      {note && <span className="text-muted-foreground">{note}</span>}
    </span>
  );
}
