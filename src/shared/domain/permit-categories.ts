/** The seeded permit categories (migration 0001), in the order the migration lists them. */
export const PERMIT_CATEGORY_NAMES: readonly string[] = [
  'Health',
  'Business License',
  'Fire Safety',
  'Alcohol',
  'Vehicle',
  'Food Handler',
  'Tax',
  'Vending/Parking',
  'Insurance',
  'Other',
] as const;

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

/** The category a permit's name suggests (DESIGN §6.3: pre-selected, the owner can change it). */
export function suggestCategory(permitName: string): string | null {
  for (const [category, pattern] of PERMIT_CATEGORY_KEYWORDS) {
    if (pattern.test(permitName)) return category;
  }
  return null;
}
