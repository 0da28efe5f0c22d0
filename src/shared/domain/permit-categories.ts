import type { I18n } from '@lingui/core';

/**
 * The seeded permit categories (migration 0001), in the order the migration lists them. The names are the
 * stored ones, in English, and marked for translation (docs/decisions/0026): `categoryName` shows them.
 */
export const PERMIT_CATEGORY_NAMES: readonly string[] = [
  /*i18n*/ 'Health',
  /*i18n*/ 'Business License',
  /*i18n*/ 'Fire Safety',
  /*i18n*/ 'Alcohol',
  /*i18n*/ 'Vehicle',
  /*i18n*/ 'Food Handler',
  /*i18n*/ 'Tax',
  /*i18n*/ 'Vending/Parking',
  /*i18n*/ 'Insurance',
  /*i18n*/ 'Other',
] as const;

/** A category's name as the API gives it (the stored English) in `i18n`'s language; any other name as it is. */
export const categoryName = (name: string, i18n: I18n): string =>
  PERMIT_CATEGORY_NAMES.includes(name) ? i18n._(name) : name;

/** The seeded categories (migration 0001), and which words in a permit's name suggest each. */
export const PERMIT_CATEGORY_KEYWORDS: ReadonlyArray<readonly [category: string, pattern: RegExp]> = [
  ['Food Handler', /food\s*handler|servsafe|food\s*(protection|manager|safety)\s*cert/i],
  ['Alcohol', /alcohol|liquor|beer|wine|abc\b|tabc/i],
  ['Fire Safety', /fire|propane|extinguisher|hood|ansul/i],
  [
    'Health',
    /health|sanitation|mobile\s*food|food\s*(unit|facility|establishment)|commissary\s*inspection|mff/i,
  ],
  ['Vehicle', /vehicle|registration|dmv|plates?|truck\s*inspection|emissions/i],
  ['Tax', /tax|seller'?s?\s*permit|resale|ein\b/i],
  ['Insurance', /insurance|liability|workers'?\s*comp|coi\b/i],
  ['Vending/Parking', /vend|parking|street|sidewalk|special\s*event|event\s*permit|commissary|curb/i],
  [
    'Business License',
    /business\s*licen[cs]e|business\s*tax\s*cert|dba|operating\s*licen[cs]e|city\s*licen[cs]e/i,
  ],
];

/** The category a name suggests; the owner can change it (docs/product/permits.md#categories). */
export function suggestCategory(permitName: string): string | null {
  for (const [category, pattern] of PERMIT_CATEGORY_KEYWORDS) {
    if (pattern.test(permitName)) return category;
  }
  return null;
}
