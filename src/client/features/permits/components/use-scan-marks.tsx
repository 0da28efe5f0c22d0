import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PermitScan } from '@shared/contracts/permit-scan';
import type { PermitFormValues } from '@shared/contracts/permits';
import type { FilledFromScan, ScannedFormField } from './scan-reading';

/** The reading's code and words, loaded when the owner chooses a file (docs/decisions/0026's budget). */
export const loadScanReading = () => import('./scan-reading');

/**
 * The permit form's side of a scan (docs/product/permits.md#scanning-a-permit): the values read put in the
 * fields, each marked until the owner changes it, and the catalog entry the name was matched to, kept for the
 * save. Only this much loads with the form.
 */
export function useScanMarks(form: UseFormReturn<PermitFormValues>) {
  const [filled, setFilled] = useState<FilledFromScan>();
  return {
    /** The catalog entry a scan matched, for the permit to remember (docs/decisions/0020). */
    catalogEntryId: filled?.catalogEntryId,
    fill: async (scan: PermitScan) => setFilled((await loadScanReading()).fillForm(form, scan)),
    /** The owner changed the field named `name`: its value is theirs now, no longer the scan's. */
    unmark: (name: string) =>
      setFilled((current) =>
        current?.marks[name] ? { ...current, marks: { ...current.marks, [name]: undefined } } : current,
      ),
    /** The mark under a field, for its `note`. */
    note: (name: ScannedFormField) => {
      const mark = filled?.marks[name];
      return mark && filled && <filled.Mark {...mark} />;
    },
  };
}
