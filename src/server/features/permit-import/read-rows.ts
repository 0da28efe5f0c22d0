import type { I18n } from '@lingui/core';
import type {
  ImportField,
  ImportMapping,
  ImportedPermit,
  ImportRow,
} from '../../../shared/contracts/permit-import';
import { permitInputSchema } from '../../../shared/contracts/permits';
import { LOCALES } from '../../../shared/i18n/locales';
import { i18nFor } from '../../i18n/i18n';
import { issueMessage } from '../../i18n/issue-message';
import type { ParsedPermitInput } from '../../lib/permit-values';
import { readTypedDate } from '../../lib/typed-dates';
import { normalizeHeading } from './guess-mapping';
import { cellText, type Cell, type SheetRow } from './read-spreadsheet';

/*
 * Each row of the file as the permit it would be, with every reason it cannot be imported as it is
 * (docs/product/permits.md#importing-a-spreadsheet): the permit form's own checks (the API's permit schema),
 * then dates, costs and categories not understood, and duplicates of a permit the business has or of an
 * earlier row.
 */

/** A row ready to import has `input`: the permit as the API takes it, checked. */
export type ReadRow = ImportRow & { input: ParsedPermitInput | null };

/** What a permit is known by: the same name, number and renewal date is the same permit. */
export type PermitKey = { name: string; permitNumber: string | null; renewalDate: string | null };
export const keyOf = (permit: PermitKey) =>
  [permit.name, permit.permitNumber ?? '', permit.renewalDate ?? '']
    .map((part) => part.trim().toLowerCase())
    .join('\u0000');

const US_AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
const SPANISH_AMOUNT = /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/;

/** $1,250.00, 1250 or 1.250,50 (as written in Spanish); null when it is not an amount. */
export function readCost(text: string): number | null {
  const amount = text.replace(/\s|US\$|\$|USD/gi, '');
  if (US_AMOUNT.test(amount)) return Number(amount.replaceAll(',', ''));
  if (SPANISH_AMOUNT.test(amount)) return Number(amount.replaceAll('.', '').replace(',', '.'));
  return null;
}

/** The categories by their name in any language we speak, as headings are compared. */
export function categoryNames(categories: readonly { id: number; name: string }[]) {
  const byName = new Map<string, number>();
  for (const { id, name } of categories)
    for (const locale of LOCALES) byName.set(normalizeHeading(i18nFor(locale)._(name)), id);
  return byName;
}

export function readRows(options: {
  rows: readonly SheetRow[];
  mapping: ImportMapping;
  dayFirst: boolean;
  categories: ReadonlyMap<string, number>;
  /** The keys (`keyOf`) of the business's permits. */
  existing: ReadonlySet<string>;
  i18n: I18n;
}): ReadRow[] {
  const { mapping, dayFirst, categories, existing, i18n } = options;
  const seen = new Map<string, number>();
  const columnOf = new Map(mapping.map((field, index) => [field, index]));
  return options.rows.map(({ row, cells }) => {
    const problems: string[] = [];
    const cell = (field: ImportField): Cell => {
      const index = columnOf.get(field);
      return index === undefined ? null : (cells[index] ?? null);
    };
    const text = (field: ImportField) => cellText(cell(field));
    const understood = <T>(field: ImportField, read: (text: string) => T | null, problem: string) => {
      const value = text(field);
      if (value === null) return null;
      const result = read(value);
      if (result === null) problems.push(i18n._(problem));
      return result;
    };
    const date = (value: string) => readTypedDate(value, { dayFirst });
    const amount = cell('cost');
    const permit: ImportedPermit = {
      name: text('name') ?? '',
      categoryId: understood(
        'categoryId',
        (value) => categories.get(normalizeHeading(value)) ?? null,
        /*i18n*/ 'Category not understood',
      ),
      issueDate: understood('issueDate', date, /*i18n*/ 'Issue date not understood'),
      renewalDate: understood('renewalDate', date, /*i18n*/ 'Renewal date not understood'),
      cost:
        typeof amount === 'number'
          ? Math.round(amount * 100) / 100
          : understood('cost', readCost, /*i18n*/ 'Cost not understood'),
      city: text('city'),
      state: text('state'),
      county: text('county'),
      permitNumber: text('permitNumber'),
      issuingAgency: text('issuingAgency'),
      renewalLink: text('renewalLink'),
      notes: text('notes'),
    };
    const checked = permitInputSchema.safeParse(permit);
    if (!checked.success)
      problems.push(...checked.error.issues.map((issue) => issueMessage(i18n, issue, permit)));
    if (permit.name !== '') {
      const key = keyOf(permit);
      const earlier = seen.get(key);
      if (existing.has(key)) problems.push(i18n._(/*i18n*/ 'Duplicate of an existing permit'));
      else if (earlier !== undefined)
        problems.push(i18n._(/*i18n*/ 'Duplicate of row {row}', { row: earlier }));
      else seen.set(key, row);
    }
    const ready = checked.success && problems.length === 0;
    return { row, permit, problems, input: ready ? checked.data : null };
  });
}
