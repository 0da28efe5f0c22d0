import crypto from 'node:crypto';
import { InvalidDocumentKeyError } from './document-errors';

/** Our keys: segments of letters, digits, '-' and '_', joined by '/'. No dot, so no '..' and no '.partial'. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Throws unless `key` is one of ours (or a prefix of them); every store checks before it touches anything. */
export function assertDocumentKey(key: string): string {
  if (!isDocumentKey(key)) throw new InvalidDocumentKeyError(key);
  return key;
}

export const isDocumentKey = (key: string) => SAFE_KEY.test(key);

/**
 * A new key for a permit's document: `<business id>/<permit id>/<random>` (documents stored before businesses
 * (docs/decisions/0018) have the owner's user id first instead). Only ids we made, so that no user input
 * reaches a path or an object key, and the business's id first, so that one prefix holds all its documents.
 * The random part makes every upload a new object: a replaced document is never overwritten.
 */
export function newDocumentKey(businessId: string, permitId: string): string {
  return assertDocumentKey(`${businessId}/${permitId}/${crypto.randomBytes(12).toString('base64url')}`);
}

/**
 * A key `newDocumentKey` made, by its exact shape. What the orphan sweep may remove: an object of any other
 * shape in the bucket or the folder is not ours to judge.
 */
export function isPermitDocumentKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9_-]{16}$/.test(
    key,
  );
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const INSPECTION_REPORT_KEY = new RegExp(`^[A-Za-z0-9_-]+/inspection/(${UUID})/[A-Za-z0-9_-]{16}$`);

/**
 * A new key for an inspection's report (docs/product/events.md#inspections):
 * `<business id>/inspection/<inspection id>/<random>`, a shape of its own so that the orphan sweep asks the
 * inspections, not the permits, whether it is still referenced; under the business's prefix, so that closing
 * the account removes it with the rest.
 */
export function newInspectionReportKey(businessId: string, inspectionId: string): string {
  return assertDocumentKey(
    `${businessId}/inspection/${inspectionId}/${crypto.randomBytes(12).toString('base64url')}`,
  );
}

/** The inspection a key `newInspectionReportKey` made belongs to; null for any other key. */
export const inspectionOfReportKey = (key: string): string | null =>
  INSPECTION_REPORT_KEY.exec(key)?.[1] ?? null;
