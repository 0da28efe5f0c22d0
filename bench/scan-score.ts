import type { PermitScan } from '@shared/contracts/permit-scan';
import type { PermitTruth } from '@tests/support/permit-corpus';

/** How the server's answer for one document compares with what the document states, field by field. */

/** The answer's fields (none when the route answered 422), and the catalog's category names by id. */
export type Answer = { fields: PermitScan['fields']; categoryNames: ReadonlyMap<number, string> };

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

/** The answer's value of a field, as the corpus states it: renewalDate is the expiry, cost the fee. */
function readOf({ fields, categoryNames }: Answer, field: Field) {
  switch (field) {
    case 'expiryDate':
      return fields.renewalDate?.value ?? null;
    case 'issueDate':
      return fields.issueDate?.value ?? null;
    case 'number':
      return fields.permitNumber?.value ?? null;
    case 'fee':
      return fields.cost?.value ?? null;
    case 'name': {
      const { name, categoryId, catalogEntryId } = fields;
      if (!name && !categoryId && !catalogEntryId) return null;
      const category = categoryId ? (categoryNames.get(categoryId.value) ?? null) : null;
      return { category, entryId: catalogEntryId?.value ?? null };
    }
  }
}

function compared(truth: PermitTruth, answer: Answer, field: Field): Compared {
  if (field === 'name') {
    const read = readOf(answer, 'name') as { category: string | null; entryId: string | null } | null;
    // The category decides; a catalog link, when the answer gives one, must be the document's entry.
    const same =
      read !== null &&
      read.category === truth.category &&
      (truth.entryId === null || read.entryId === null || read.entryId === truth.entryId);
    return { stated: truth.category, read, same };
  }
  const read = readOf(answer, field);
  return { stated: truth[field], read, same: read === truth[field] };
}

export function judge(truth: PermitTruth, answer: Answer): Record<Field, Verdict> {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const { stated, read, same } = compared(truth, answer, field);
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
export function readValue(answer: Answer, field: Field): string {
  const read = readOf(answer, field);
  if (read !== null && typeof read === 'object') return `${read.category ?? '?'} ${read.entryId ?? ''}`;
  return String(read ?? '—');
}

export function statedValue(truth: PermitTruth, field: Field): string {
  if (field === 'name') return truth.category ? `${truth.category} ${truth.entryId ?? ''}` : '—';
  return String(truth[field] ?? '—');
}
