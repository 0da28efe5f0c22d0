import type { PermitFields } from '@server/features/permit-scan/read-fields';
import type { PermitTruth } from '@tests/support/permit-corpus';

/** How one document's reading compares with what it states, field by field. */

export const FIELDS = ['expiryDate', 'issueDate', 'number', 'name', 'fee'] as const;
export type Field = (typeof FIELDS)[number];
export const FIELD_NAMES: Record<Field, string> = {
  expiryDate: 'Expiry date',
  issueDate: 'Issue date',
  number: 'Permit number',
  name: 'Name / category',
  fee: 'Fee',
};

/**
 * right: read as stated; missed: stated, not read; wrong: read otherwise than stated; empty: not stated, not
 * read; invented: read where the document states none.
 */
export type Verdict = 'right' | 'missed' | 'wrong' | 'empty' | 'invented';

type Compared = { stated: unknown; read: unknown; same: boolean };

function compared(truth: PermitTruth, fields: PermitFields, field: Field): Compared {
  if (field === 'name') {
    const read = fields.permit;
    // The category decides; a catalog link, when the reader gives one, must be the document's entry.
    const same =
      read !== null &&
      read.category === truth.category &&
      (truth.entryId === null || read.entryId === null || read.entryId === truth.entryId);
    return { stated: truth.category, read: read && `${read.category ?? '?'} ${read.entryId ?? ''}`, same };
  }
  const read = fields[field]?.value ?? null;
  return { stated: truth[field], read, same: read === truth[field] };
}

export function judge(truth: PermitTruth, fields: PermitFields): Record<Field, Verdict> {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const { stated, read, same } = compared(truth, fields, field);
      const verdict: Verdict =
        stated === null
          ? read === null
            ? 'empty'
            : 'invented'
          : read === null
            ? 'missed'
            : same
              ? 'right'
              : 'wrong';
      return [field, verdict];
    }),
  ) as Record<Field, Verdict>;
}

/** What was read, for the printed list of misses. */
export function readValue(fields: PermitFields, field: Field): string {
  if (field === 'name')
    return fields.permit ? `${fields.permit.category} ${fields.permit.entryId ?? ''}` : '—';
  return String(fields[field]?.value ?? '—');
}

export function statedValue(truth: PermitTruth, field: Field): string {
  if (field === 'name') return truth.category ? `${truth.category} ${truth.entryId ?? ''}` : '—';
  return String(truth[field] ?? '—');
}
