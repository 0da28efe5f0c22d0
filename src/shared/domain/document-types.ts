import type { I18n } from '@lingui/core';

/**
 * A permit's document is a PDF or an image, at most 10 MB, checked by its content
 * (docs/product/permits.md#documents).
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/heic',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The type the first bytes of a file prove, or null when they are not a PDF or a supported image. */
export function detectDocumentType(head: Uint8Array): DocumentType | null {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (
    startsWith(head, ascii('ftyp'), 4) &&
    ['heic', 'heix', 'mif1', 'msf1'].some((brand) => startsWith(head, ascii(brand), 8))
  ) {
    return 'image/heic';
  }
  return null;
}

/** What the browser says the file is: a PDF or an image (docs/product/permits.md#documents). */
export function isAcceptedDeclaredType(type: string): boolean {
  return type === 'application/pdf' || type.startsWith('image/');
}

const MEGABYTE = 1024 * 1024;

/**
 * A file's size in `i18n`'s language: kB below 1 MB, a small file being no '0.0 MB' ('12 kB', '1,023 kB'),
 * else MB with one decimal ('2.4 MB'); the numbers as the language writes them
 * (docs/product/permits.md#documents).
 */
export function formatFileSize(bytes: number, i18n: I18n): string {
  const small = bytes < MEGABYTE;
  const digits = small ? 0 : 1;
  const number = i18n.number(small ? Math.ceil(bytes / 1024) : bytes / MEGABYTE, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${number} ${small ? 'kB' : 'MB'}`;
}
