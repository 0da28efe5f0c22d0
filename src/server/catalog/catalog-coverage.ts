/**
 * What the catalog must cover (docs/decisions/0020): every state and DC, and the county and city permits of
 * the 25 largest food-truck cities. `npm run catalog:check` fails when any of it is missing.
 */

/** City, state: the cities whose own permits the catalog holds. */
export const CATALOG_CITIES: ReadonlyArray<readonly [city: string, state: string]> = [
  ['Los Angeles', 'CA'],
  ['New York', 'NY'],
  ['Austin', 'TX'],
  ['Houston', 'TX'],
  ['Portland', 'OR'],
  ['Seattle', 'WA'],
  ['Chicago', 'IL'],
  ['Miami', 'FL'],
  ['San Francisco', 'CA'],
  ['Denver', 'CO'],
  ['San Diego', 'CA'],
  ['San Antonio', 'TX'],
  ['Dallas', 'TX'],
  ['Phoenix', 'AZ'],
  ['Philadelphia', 'PA'],
  ['Atlanta', 'GA'],
  ['Boston', 'MA'],
  ['Nashville', 'TN'],
  ['Orlando', 'FL'],
  ['Las Vegas', 'NV'],
  ['Minneapolis', 'MN'],
  ['Columbus', 'OH'],
  ['Charlotte', 'NC'],
  ['Tampa', 'FL'],
  ['Salt Lake City', 'UT'],
];

/**
 * States without a statewide sales tax for a food truck to collect: their files need no seller's permit, only
 * the state's business registration.
 */
export const NO_STATE_SALES_TAX: ReadonlySet<string> = new Set(['AK', 'DE', 'MT', 'NH', 'OR']);
