/**
 * Where a truck sells, as the business profile records it and the catalog's entries name it
 * (docs/product/intelligence.md#where-a-truck-sells): public streets and sidewalks, private lots with the
 * owner's permission, and events (festivals, markets, private events).
 */
export const SELLING_PLACES = ['vends-on-streets', 'vends-on-private-property', 'vends-at-events'] as const;
export type SellingPlace = (typeof SELLING_PLACES)[number];

export const isSellingPlace = (value: string): value is SellingPlace =>
  (SELLING_PLACES as readonly string[]).includes(value);

/** Each place as the activity log and the screens name it (docs/decisions/0026: marked for translation). */
export const SELLING_PLACE_LABELS: Record<SellingPlace, string> = {
  'vends-on-streets': /*i18n*/ 'Public streets',
  'vends-on-private-property': /*i18n*/ 'Private property',
  'vends-at-events': /*i18n*/ 'Events',
};
