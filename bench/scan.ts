import os from 'node:os';
import { loadCatalog } from '@server/catalog/catalog';
import { permitCorpus, type CorpusDocument } from '@tests/support/permit-corpus';
import { startScanner, type Scan, type Scanner } from './scan-engine';
import { FIELD_NAMES, FIELDS, judge, readValue, statedValue, type Field, type Verdict } from './scan-score';
import { seconds, type Row, type Section } from './support';

/** The targets for reading a permit (docs/decisions/0035). */
const TARGETS = { expiryClean: 0.95, expiryDamaged: 0.85, photoP95Ms: 4_000, growthMiB: 300 };

const rssMiB = () => process.memoryUsage.rss() / 2 ** 20;

/** Resident memory before, and at its peak while two scans run at once, each on its own OCR worker. */
async function twoAtOnce(catalog: Parameters<typeof startScanner>[0], photos: Uint8Array[]) {
  const before = rssMiB();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 20);
  try {
    const scanners = await Promise.all([startScanner(catalog), startScanner(catalog)]);
    const started = rssMiB();
    // Twice over: the second pair shows whether the first left memory behind.
    for (let round = 0; round < 2; round++)
      await Promise.all(
        scanners.map((scanner, i) => scanner.scan(photos[(i + round) % 2]!, 'image/jpeg', 'CA')),
      );
    return { before, started, peak: Math.max(peak, rssMiB()), scanners };
  } finally {
    clearInterval(sampler);
  }
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

type Result = { document: CorpusDocument; scan: Scan; ms: number; verdicts: Record<Field, Verdict> };

async function readAll(scanner: Scanner, documents: CorpusDocument[]) {
  const results: Result[] = [];
  for (const document of documents) {
    const bytes = await document.render();
    const started = performance.now();
    const scan = await scanner.scan(bytes, document.mediaType, document.state);
    const ms = performance.now() - started;
    results.push({ document, scan, ms, verdicts: judge(document.truth, scan.fields) });
  }
  return results;
}

/** Every miss with what was read, and the text it was read from under BENCH_SCAN_TEXT=1. */
function printMisses(results: Result[]) {
  for (const { document, scan, verdicts } of results) {
    const misses = FIELDS.filter((field) => !['right', 'empty'].includes(verdicts[field]));
    if (misses.length === 0) continue;
    const list = misses.map(
      (field) =>
        `${field} ${verdicts[field]}: ${statedValue(document.truth, field)} → ${readValue(scan.fields, field)}`,
    );
    console.log(`  ${document.id} (${document.font}): ${list.join('; ')}`);
    if (process.env.BENCH_SCAN_TEXT) console.log(scan.lines.map((line) => `      | ${line}`).join('\n'));
  }
}

function accuracy(results: Result[], field: Field) {
  const stated = results.filter(
    ({ verdicts }) => verdicts[field] !== 'empty' && verdicts[field] !== 'invented',
  );
  const right = stated.filter(({ verdicts }) => verdicts[field] === 'right').length;
  return { share: stated.length === 0 ? 1 : right / stated.length, text: `${right} of ${stated.length}` };
}

export async function benchScan(): Promise<Section> {
  const load = os.loadavg();
  const catalog = loadCatalog();
  const documents = permitCorpus();
  const photos = await Promise.all(
    documents
      .filter(({ condition }) => condition === 'damaged')
      .slice(0, 2)
      .map((document) => document.render()),
  );
  console.log(`Scan benchmark: ${documents.length} documents; memory with two scans at once first…`);
  const memory = await twoAtOnce(catalog, photos);
  const [scanner, spare] = memory.scanners;
  await spare.close();
  let results: Result[];
  try {
    results = await readAll(scanner, documents);
  } finally {
    await scanner.close();
  }
  printMisses(results);

  const clean = results.filter(({ document }) => document.condition === 'clean');
  const damaged = results.filter(({ document }) => document.condition === 'damaged');
  const fieldRows = FIELDS.flatMap((field): Row[] =>
    (
      [
        ['clean', clean, TARGETS.expiryClean],
        ['damaged', damaged, TARGETS.expiryDamaged],
      ] as const
    ).map(([condition, set, target]) => {
      const { share, text } = accuracy(set, field);
      const measured = field === 'expiryDate';
      return {
        measure: `${FIELD_NAMES[field]}, ${condition} (${text})`,
        value: percent(share),
        ...(measured ? { target: `≥ ${percent(target).replace('.0', '')}`, met: share >= target } : {}),
      };
    }),
  );
  const invented = results.flatMap(({ document, verdicts }) =>
    FIELDS.filter((field) => verdicts[field] === 'invented').map((field) => `${document.id} ${field}`),
  );
  const times = (kind: 'pdf' | 'image') =>
    results.filter(({ document }) => document.kind === kind).map(({ ms }) => ms);
  const [pdfTimes, photoTimes] = [times('pdf'), times('image')];
  const photoP95 = percentile(photoTimes, 0.95);
  const growth = memory.peak - memory.before;
  const loadAfter = os.loadavg();
  return {
    id: 'scan',
    title: 'Reading a permit: accuracy on the generated corpus, time per document, memory',
    rows: [
      ...fieldRows,
      {
        measure: 'Fields read where the document states none',
        value: invented.length === 0 ? '0' : `${invented.length} (${invented.join(', ')})`,
        target: '0',
        met: invented.length === 0,
      },
      {
        measure: `Time per PDF with a text layer, p50 / p95 (${pdfTimes.length})`,
        value: `${seconds(percentile(pdfTimes, 0.5))} / ${seconds(percentile(pdfTimes, 0.95))}`,
      },
      {
        measure: `Time per photo or scan, clean-up + OCR + rules, p50 / p95 (${photoTimes.length})`,
        value: `${seconds(percentile(photoTimes, 0.5))} / ${seconds(photoP95)}`,
        target: `p95 ≤ ${seconds(TARGETS.photoP95Ms)}`,
        met: photoP95 <= TARGETS.photoP95Ms,
      },
      {
        measure:
          'Memory growth with 2 scans at once, their 2 OCR workers started for them (RSS before → peak)',
        value: `${growth.toFixed(0)} MiB (${memory.before.toFixed(0)} → ${memory.peak.toFixed(0)} MiB)`,
        target: `< ${TARGETS.growthMiB} MiB`,
        met: growth < TARGETS.growthMiB,
      },
      {
        measure: 'Of which the 2 OCR workers at rest, and the 2 scans on top of them',
        value: `${(memory.started - memory.before).toFixed(0)} MiB + ${(memory.peak - memory.started).toFixed(0)} MiB`,
      },
    ],
    notes: [
      `The corpus (tests/support/permit-corpus/): ${documents.length} documents from 14 templates in 2 sets of ` +
        'values each, in English and Spanish: every one as a PDF with a text layer (Helvetica, Times or Courier) ' +
        'and as a photo (DejaVu or Liberation faces) with seeded damage (perspective, rotation up to 10°, blur, ' +
        'low contrast, uneven light, grain, JPEG quality 35–75), the first set also as a clean 200 dpi scan. ' +
        '"Clean" is the PDFs and the scans; "damaged" the photos. Accuracy counts the documents that state the field.',
      'Read in this process by the engine’s parts (bench/scan-engine.ts): the PDF’s text, or clean-up, OCR ' +
        '(tesseract.js, English and Spanish) and the rules, one document at a time on one OCR worker started ' +
        'beforehand. Memory: this process’s resident memory (sampled every 20 ms) from before two OCR workers ' +
        'start to its peak while they read two photos at once, twice.',
      `Load average while it ran: ${load[0]!.toFixed(1)} at the start, ${loadAfter[0]!.toFixed(1)} at the end ` +
        `(1 minute; ${os.cpus().length} cores shared with other work).`,
    ],
  };
}
