/*
 * Where a permit form's values or a found link come from, shown only once there is one: /permit-setup loads
 * the three notes together then, as one chunk rather than three (docs/decisions/0026's budget).
 */
export { CatalogDraftNote } from './catalog-draft-note';
export { CatalogSourceNote } from './catalog-source-note';
export { UnverifiedLinkNote } from './unverified-link-note';
