import { scannedFieldNames, type ScannedFieldName } from '../../../shared/contracts/permit-scan';
import type { Catalog } from '../../catalog/catalog';
import type { PermitAssistant, PermitDocumentRequest } from '../../integrations/ai/types';
import { readAgency, readPermitName } from './read-catalog';
import { dropImpossibleDates, fitsTheForm, put, type Found, type ScannedFields } from './scan-fields';

/**
 * The AI provider's reading, used only for the fields the local reading left empty or whose print the OCR was
 * unsure of (docs/product/scanning.md#with-an-ai-provider): what the document clearly states always wins, and
 * every field the model filled says so. Its answer is untrusted: each value passes the permit form's rules, a
 * name and an agency are matched against the catalog as the local reading's are, and nothing else is done with
 * it. A failed call (an error, a timeout, an answer outside the schema) leaves the local reading as it was.
 */
export async function fillWithAssistant(options: {
  assistant: PermitAssistant;
  found: Found;
  lines: readonly string[];
  /** The page the OCR read, for a model to look at when its text gave nothing or was unclear. */
  image: Uint8Array | null;
  catalog: Catalog;
  state: string | null;
}): Promise<Found> {
  const { assistant, found, catalog, state } = options;
  const { fields, unclear } = found;
  const missing = scannedFieldNames.filter((name) => fields[name] === undefined);
  const doubtful = Object.keys(unclear).length > 0;
  if (!assistant.configured || (missing.length === 0 && !doubtful)) return found;
  // Where the text is what is in doubt, the model reads the page itself.
  const lookAtThePage = Object.keys(fields).length === 0 || doubtful;
  const request: PermitDocumentRequest | null =
    lookAtThePage && options.image
      ? { image: options.image }
      : options.lines.length > 0
        ? { text: options.lines.join('\n') }
        : null;
  const reading = request && (await assistant.readPermitDocument(request));
  if (!reading) return found;

  const filled = { ...fields };
  let category = found.category;
  if (!filled.issuingAgency) {
    const agency = reading.issuingAgency && readAgency([reading.issuingAgency], catalog, state, null);
    put(filled, 'issuingAgency', agency ? agency.name : reading.issuingAgency, 'ai');
  }
  if (!filled.name && reading.permitName) {
    const permit = readPermitName([reading.permitName], catalog, state, null);
    put(filled, 'name', permit?.name ?? reading.permitName, 'ai');
    if (!filled.catalogEntryId) put(filled, 'catalogEntryId', permit?.entryId, 'ai');
    if (!category && permit?.category) category = { name: permit.category, source: 'ai' };
  }
  const read = { ...found, fields: filled };
  fillOrCorrect(read, 'permitNumber', reading.permitNumber);
  fillOrCorrect(read, 'issueDate', reading.issueDate);
  fillOrCorrect(read, 'renewalDate', reading.expiryDate);
  fillOrCorrect(read, 'cost', reading.fee);
  dropImpossibleDates(filled);
  // A date the AI put in place of an unclear one and then dropped: the document's reading comes back.
  for (const name of ['issueDate', 'renewalDate'] as const) filled[name] ??= fields[name];
  dropImpossibleDates(filled);
  return { fields: filled, category, unclear };
}

/** 'PR-0045 123' and 'pr0045123' are one permit number. */
const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string'
    ? a.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase() === b.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase()
    : a === b;

/**
 * An empty field takes the AI's value; an unclear one takes it only when it differs, with a note of what the
 * OCR read. A clear value the document states is never replaced.
 */
function fillOrCorrect<Name extends ScannedFieldName>(
  { fields, unclear }: Found,
  name: Name,
  value: NonNullable<ScannedFields[Name]>['value'] | null,
): void {
  const local = fields[name];
  if (!local) return void put(fields, name, value, 'ai');
  const note = unclear[name];
  if (note === undefined || value === null || !fitsTheForm(name, value)) return;
  if (!sameValue(local.value, value)) put(fields, name, value, 'ai', note);
}
