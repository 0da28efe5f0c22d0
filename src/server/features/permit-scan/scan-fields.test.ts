import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../catalog/catalog';
import { i18nFor } from '../../i18n/i18n';
import { readFields } from './read-fields';
import { documentFields, UNCLEAR_BELOW } from './scan-fields';

/**
 * Which values the OCR was unsure of, from its confidence in the line each value is written on
 * (docs/product/scanning.md#with-an-ai-provider).
 */

const fieldsOf = (lines: string[], confidences: number[]) =>
  documentFields(readFields(lines, { catalog: buildCatalog([]), state: 'CA' }), i18nFor('en'), confidences);

const unsure = UNCLEAR_BELOW - 1;

describe('the values whose print was unclear', () => {
  it('are those of a line read with a confidence under the threshold, each with what it read', () => {
    const { fields, unclear } = fieldsOf(
      ['Permit No.: PR0045123', 'Issue Date: 07/01/2026', 'Expires: 06/30/2077', 'Amount Paid: $1,347.50'],
      [UNCLEAR_BELOW, unsure, unsure, unsure],
    );
    expect(fields.permitNumber).toEqual({ value: 'PR0045123', source: 'document', note: null });
    expect(unclear).toEqual({
      issueDate: 'The print was unclear here; it read Jul 1, 2026.',
      renewalDate: 'The print was unclear here; it read Jun 30, 2077.',
      cost: 'The print was unclear here; it read $1,347.50.',
    });
  });

  it('judge a value written under its label by its own line, not the label’s', () => {
    const lines = ['Certificate No.      Valid Through', 'SR-FH-102-334455     01/14/27'];
    expect(fieldsOf(lines, [unsure, 96]).unclear).toEqual({});
    expect(Object.keys(fieldsOf(lines, [96, unsure]).unclear)).toEqual(['permitNumber', 'renewalDate']);
  });

  it('are none of a PDF’s own text', () => {
    expect(fieldsOf(['Permit No.: PR0045123', 'Expires: 06/30/2077'], [100, 100]).unclear).toEqual({});
  });
});
