import { withoutControlCharacters } from '../../../shared/contracts/text';
import type { DocumentType } from '../../../shared/domain/document-types';

/** The extensions each accepted type is known by; the first is the one a name without them gets. */
const EXTENSIONS: Record<DocumentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
};

const MAX_NAME_LENGTH = 200;
/** What reads as an extension: a last dot segment with a letter in it ('v1.2' has a version, not one). */
const EXTENSION = /\.(?=[^.]*[a-z])[a-z0-9]{1,10}$/i;

/**
 * The name a document is shown and offered under (the type is what the content proved:
 * docs/product/permits.md#documents). Only the base name is kept; control and direction characters go
 * ('invoice\u202Efdp.exe' showed as 'invoiceexe.pdf'), as do the characters Windows refuses in a name and
 * leading or trailing dots, which make a hidden file or a directory ('..'). The name then ends in an
 * extension of the detected type: a matching one stays as written ('scan.JPG'), any other is replaced
 * ('evil.html' on a PNG becomes 'evil.png', the cleaned 'invoicefdp.exe' on a PDF 'invoicefdp.pdf'), and a
 * name without one gets it ('Health Permit' becomes 'Health Permit.pdf'), so that the file opens with the app
 * the content is for. At most 200 characters, the extension included. Applied on upload and again on every
 * read, so a name stored before these rules is offered clean as well; applying it twice changes nothing.
 */
export function documentFileName(name: string, type: string | null): string {
  const base = withoutControlCharacters(name.split(/[\\/]/).pop() ?? '')
    .replace(/["<>|:*?]/g, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const extensions = type && Object.hasOwn(EXTENSIONS, type) ? EXTENSIONS[type as DocumentType] : null;
  if (!extensions) return base.slice(0, MAX_NAME_LENGTH) || 'document';
  const written = EXTENSION.exec(base)?.[0];
  const keeps = written !== undefined && extensions.includes(written.slice(1).toLowerCase());
  const extension = keeps ? written : `.${extensions[0]}`;
  const stem = (written ? base.slice(0, -written.length) : base).trimEnd() || 'document';
  return `${[...stem]
    .slice(0, MAX_NAME_LENGTH - extension.length)
    .join('')
    .trimEnd()}${extension}`;
}
