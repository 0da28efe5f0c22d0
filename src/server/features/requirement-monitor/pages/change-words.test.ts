import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../i18n/i18n';
import { storedDescriptionIn } from './change-words';
import { describeChange } from './describe-change';

const page = (...lines: string[]) => lines.join('\n');
const spanish = i18nFor('es');

describe("a stored description in the reader's language", () => {
  it.each([
    [page('Annual permit fee: $100'), page('Annual permit fee: $150'), 'Cambió la tarifa: $100 → $150.'],
    ['Mobile food unit $1,250.00', 'Mobile food unit $1,300.00', 'Cambió la tarifa: $1,250.00 → $1,300.00.'],
    [
      page('Renewals are due March 1, 2027.', 'Bring your receipt.'),
      page('Renewals are due April 1, 2027.', 'Bring your receipt.', 'Office closed on Fridays.'),
      'Cambió la fecha: March 1, 2027 → April 1, 2027. 1 línea más agregada.',
    ],
    [
      page('Annual fee $100', 'Due by Jan. 15, 2027', 'Late fee $20', 'Fire check', 'Grease trap'),
      page('Annual fee $125', 'Due by Feb. 15, 2027', 'Late fee $25'),
      'Cambiaron las tarifas: $100 → $125, $20 → $25. Cambió la fecha: Jan. 15, 2027 → Feb. 15, 2027.',
    ],
    [
      page('A $1', 'B $2', 'C $3', 'D $4', 'E $5', 'Old rule one', 'Old rule two'),
      page('A $10', 'B $20', 'C $30', 'D $40', 'E $50', 'New rule'),
      'Cambiaron las tarifas: $1 → $10, $2 → $20, $3 → $30 y 2 más. 1 línea más agregada, 2 eliminadas.',
    ],
    ['Plan review fee $100', 'Plan review fee $100.00', '1 línea agregada, 1 eliminada.'],
    [page('A', 'B', 'C'), page('A', 'X', 'Y', 'Z'), '3 líneas agregadas, 2 eliminadas.'],
    [page('A', 'B'), 'A', '1 línea eliminada.'],
    [
      Array.from({ length: 1_500 }, (_, index) => `Old ${index}`).join('\n'),
      Array.from({ length: 1_500 }, (_, index) => `New ${index}`).join('\n'),
      '1500 líneas agregadas, 1500 eliminadas.',
    ],
  ])('writes what the rules found in Spanish (%#)', (before, after, inSpanish) => {
    const stored = describeChange(before, after)!.description;
    expect(storedDescriptionIn(spanish, stored)).toBe(inSpanish);
    expect(storedDescriptionIn(i18nFor('en'), stored)).toBe(stored);
  });

  it.each([
    'The annual permit fee rises from $100 to $150 on January 1, 2027.',
    'Fee changed: $100 → $150',
    'Fee changed: $100 → $150. Something else.',
    '2 line added.',
  ])('answers a text the rules would not write as it is stored: %j', (stored) => {
    expect(storedDescriptionIn(spanish, stored)).toBe(stored);
  });
});
