import { scannedFieldNames } from '../../../shared/contracts/permit-scan';
import type { Catalog } from '../../catalog/catalog';
import type { PermitAssistant, PermitDocumentRequest } from '../../integrations/ai/types';
import { readAgency, readPermitName } from './read-catalog';
import { dropImpossibleDates, put, type Found } from './scan-fields';

/**
 * The AI provider's reading, used only for the fields the local reading left empty
 * (docs/product/scanning.md#with-an-ai-provider): what the document itself states always wins, and every field
 * the model filled says so. Its answer is untrusted: each value passes the permit form's rules, a name and an
 * agency are matched against the catalog as the local reading's are, and nothing else is done with it. A
 * failed call (an error, a timeout, an answer outside the schema) leaves the local reading as it was.
 */
export async function fillWithAssistant(options: {
  assistant: PermitAssistant;
  found: Found;
  lines: readonly string[];
  /** The page the OCR read, for a model to look at when its text gave nothing. */
  image: Uint8Array | null;
  catalog: Catalog;
  state: string | null;
}): Promise<Found> {
  const { assistant, found, catalog, state } = options;
  const { fields } = found;
  const missing = scannedFieldNames.filter((name) => fields[name] === undefined);
  if (!assistant.configured || missing.length === 0) return found;
  const nothingRead = Object.keys(fields).length === 0;
  const request: PermitDocumentRequest | null =
    nothingRead && options.image
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
  if (!filled.permitNumber) put(filled, 'permitNumber', reading.permitNumber, 'ai');
  if (!filled.issueDate) put(filled, 'issueDate', reading.issueDate, 'ai');
  if (!filled.renewalDate) put(filled, 'renewalDate', reading.expiryDate, 'ai');
  if (!filled.cost) put(filled, 'cost', reading.fee, 'ai');
  dropImpossibleDates(filled);
  return { fields: filled, category };
}
