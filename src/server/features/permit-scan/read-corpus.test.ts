import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDocument, type CorpusDocument } from '@tests/support/permit-corpus';
import { loadCatalog } from '../../catalog/catalog';
import { cleanImage } from './clean-image';
import { readImageText, startOcr } from './ocr';
import { readPdfText } from './pdf-text';
import { readFields } from './read-fields';

/**
 * A few documents of the generated permit corpus read through the whole engine, as the scan benchmark reads
 * all of them through the server (`npm run bench -- scan`): a PDF's own text, and photos cleaned up and read by
 * the OCR.
 */

const catalog = loadCatalog();
let worker: Awaited<ReturnType<typeof startOcr>>;
beforeAll(async () => {
  worker = await startOcr();
}, 60_000);
afterAll(() => worker?.terminate());

async function read(document: CorpusDocument) {
  const bytes = await document.render();
  const lines =
    document.kind === 'pdf'
      ? (await readPdfText(bytes)).lines
      : await readImageText(worker, await cleanImage(bytes));
  return readFields(lines, { catalog, state: document.state });
}

/** The fields as the corpus states them. */
async function expectRead(document: CorpusDocument) {
  const fields = await read(document);
  const { truth } = document;
  expect({
    number: fields.number?.value ?? null,
    issueDate: fields.issueDate?.value ?? null,
    expiryDate: fields.expiryDate?.value ?? null,
    fee: fields.fee?.value ?? null,
    category: fields.permit?.category ?? null,
  }).toEqual({
    number: truth.number,
    issueDate: truth.issueDate,
    expiryDate: truth.expiryDate,
    fee: truth.fee,
    category: truth.category,
  });
  return fields;
}

describe('reading generated permits through the engine', () => {
  it('reads a PDF’s own text, the later of two expiry dates chosen and the catalog entry found', async () => {
    const document = corpusDocument('state-licence-two-expiry-dates', 0, 'pdf');
    const fields = await expectRead(document);
    expect(fields.expiryDate?.laterThan).toHaveLength(1);
    expect(fields.permit?.entryId).toBe(document.truth.entryId);
  });

  it('reads a photo of a card taken askew, blurred and dim, its dates and number in a table', async () => {
    await expectRead(corpusDocument('food-handler-card-table', 0, 'photo'));
  }, 60_000);

  it('reads a photo of a permit on a white table that shows wide around it, brighter than its paper', async () => {
    await expectRead(corpusDocument('city-health-permit', 1, 'photo-on-white'));
  }, 60_000);

  it('reads a photo of an inspection that states no number, and leaves the number empty', async () => {
    await expectRead(corpusDocument('fire-inspection-no-number', 0, 'photo'));
  }, 60_000);
});
