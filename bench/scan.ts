import os from 'node:os';
import { permitCorpus, type CorpusDocument, type CorpusForm } from '@tests/support/permit-corpus';
import { textsOf } from './scan-engine';
import { FIELD_NAMES, FIELDS, judge, readValue, statedValue, type Answer, type Field } from './scan-score';
import { memorySampler, startScanServer, type ScanServer } from './scan-server';
import { rssMiB, seconds, type Row, type Section } from './support';

/** The issue's targets for reading a permit (docs/decisions/0035). */
const TARGETS = { expiryClean: 0.95, expiryDamaged: 0.85, photoP95Ms: 4_000, growthMiB: 300 };

type Rendered = CorpusDocument & { bytes: Uint8Array };
type Result = {
  document: Rendered;
  ms: number;
  answer: Answer;
  /** The 422's code when the server read nothing useful. */
  refused: string | null;
  verdicts: ReturnType<typeof judge>;
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const mib = (value: number) => `${value.toFixed(0)} MiB`;

/** One document through the route, timed as the client sees it: upload, queue, thread, answer. */
async function scanOne(server: ScanServer, document: Rendered): Promise<Result> {
  const started = performance.now();
  const reply = await server.scan(document.bytes, document.mediaType, document.state);
  const ms = performance.now() - started;
  const fields = reply.status === 200 ? reply.scan.fields : {};
  const answer = { fields, categoryNames: server.categoryNames };
  const refused = reply.status === 200 ? null : reply.code;
  return { document, ms, answer, refused, verdicts: judge(document.truth, answer) };
}

/** Every miss with what was read, and the text it was read from under BENCH_SCAN_TEXT=1. */
async function printMisses(results: Result[]) {
  const missed = results.filter(({ verdicts }) =>
    FIELDS.some((field) => !['right', 'empty'].includes(verdicts[field])),
  );
  const texts = process.env.BENCH_SCAN_TEXT ? await textsOf(missed.map(({ document }) => document)) : [];
  missed.forEach(({ document, answer, verdicts, refused }, i) => {
    const list = FIELDS.filter((field) => !['right', 'empty'].includes(verdicts[field])).map(
      (field) =>
        `${field} ${verdicts[field]}: ${statedValue(document.truth, field)} → ${readValue(answer, field)}`,
    );
    console.log(`  ${document.id} (${document.font})${refused ? ` ${refused}` : ''}: ${list.join('; ')}`);
    if (texts[i]) console.log(texts[i].map((line) => `      | ${line}`).join('\n'));
  });
}

function accuracy(results: Result[], field: Field) {
  const stated = results.filter(
    ({ verdicts }) => verdicts[field] !== 'empty' && verdicts[field] !== 'invented',
  );
  const right = stated.filter(({ verdicts }) => verdicts[field] === 'right').length;
  return { share: stated.length === 0 ? 1 : right / stated.length, text: `${right} of ${stated.length}` };
}

function fieldRows(results: Result[]): Row[] {
  const clean = results.filter(({ document }) => document.condition === 'clean');
  const damaged = results.filter(({ document }) => document.condition === 'damaged');
  const rows = FIELDS.flatMap((field): Row[] =>
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
  const onWhite = accuracy(
    results.filter(({ document }) => document.form === 'photo-on-white'),
    'expiryDate',
  );
  rows.push({
    measure: `Expiry date, of the damaged: photos on a wide white table (${onWhite.text})`,
    value: percent(onWhite.share),
  });
  const invented = results.flatMap(({ document, verdicts }) =>
    FIELDS.filter((field) => verdicts[field] === 'invented').map((field) => `${document.id} ${field}`),
  );
  const refused = results
    .filter(({ refused }) => refused)
    .map(({ document, refused }) => `${document.id} ${refused}`);
  rows.push(
    {
      measure: 'Fields read where the document states none',
      value: invented.length === 0 ? '0' : `${invented.length} (${invented.join(', ')})`,
      target: '0',
      met: invented.length === 0,
    },
    {
      measure: 'Documents answered 422, nothing read (NO_TEXT_FOUND, NOT_A_PERMIT)',
      value: refused.length === 0 ? '0' : `${refused.length} (${refused.join(', ')})`,
    },
  );
  return rows;
}

function timeRows(results: Result[], firstPair: number[], warmPair: number[]): Row[] {
  const times = (forms: CorpusForm[]) =>
    results.filter(({ document }) => forms.includes(document.form)).map(({ ms }) => ms);
  const spread = (values: number[]) =>
    `${seconds(percentile(values, 0.5))} / ${seconds(percentile(values, 0.95))}`;
  const [pdfs, scans, photos] = [times(['pdf']), times(['scan']), times(['photo', 'photo-on-white'])];
  const photoP95 = percentile(photos, 0.95);
  return [
    { measure: `Time per PDF with a text layer, p50 / p95 (${pdfs.length})`, value: spread(pdfs) },
    { measure: `Time per clean scan (PNG), p50 / p95 (${scans.length})`, value: spread(scans) },
    {
      measure: `Time per photo (JPEG), p50 / p95 (${photos.length})`,
      value: spread(photos),
      target: `p95 ≤ ${seconds(TARGETS.photoP95Ms)}`,
      met: photoP95 <= TARGETS.photoP95Ms,
    },
    {
      measure: 'The first 2 photos, at once: the pool’s threads and their OCR workers started for them',
      value: firstPair.map(seconds).join(' and '),
    },
    {
      measure: 'The next 2 photos, at once, the threads running',
      value: warmPair.map(seconds).join(' and '),
    },
  ];
}

/**
 * Reads the generated corpus through `POST /api/permit-scans` of the production server: per-field accuracy,
 * the time per document as the client sees it, and the server's memory while 2 scans run at once.
 */
export async function benchScan(): Promise<Section> {
  const loads = [os.loadavg()[0]!];
  const loadTimer = setInterval(() => loads.push(os.loadavg()[0]!), 5_000);
  const documents = permitCorpus();
  console.log(`Scan benchmark: rendering ${documents.length} documents…`);
  const rendered: Rendered[] = [];
  for (const document of documents) rendered.push({ ...document, bytes: await document.render() });
  // Pairs of photos read at once for the memory: the first starts the pool, the second runs on it, the third
  // (the first again) on a server that has read the whole corpus.
  const pairs = rendered.filter(({ form }) => form === 'photo').slice(0, 4);
  const scans = new Map<string, number>();
  for (const { state } of [...rendered, ...pairs, ...pairs.slice(0, 2)])
    scans.set(state, (scans.get(state) ?? 0) + 1);

  const server = await startScanServer(scans);
  let sampler: ReturnType<typeof memorySampler> | undefined;
  let memory: { idle: number; peak: number; corpusPeak: number; afterPeak: number };
  let results: Result[];
  let firstPair: number[];
  let warmPair: number[];
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idle = rssMiB(server.pid);
    sampler = memorySampler(server.pid, 100);
    console.log(`Server up (RSS ${mib(idle)}); 2 photos at once, twice…`);
    const twoAtOnce = async (pair: Rendered[]) =>
      (await Promise.all(pair.map((document) => scanOne(server, document)))).map(({ ms }) => ms);
    firstPair = await twoAtOnce(pairs.slice(0, 2));
    warmPair = await twoAtOnce(pairs.slice(2, 4));
    const peak = sampler.peak();
    console.log(`Peak ${mib(peak)}; reading the corpus one document at a time…`);
    sampler.reset();
    results = [];
    for (const document of rendered) results.push(await scanOne(server, document));
    const corpusPeak = sampler.peak();
    sampler.reset();
    await twoAtOnce(pairs.slice(0, 2));
    memory = { idle, peak, corpusPeak, afterPeak: sampler.peak() };
  } finally {
    sampler?.stop();
    clearInterval(loadTimer);
    await server.stop();
  }
  loads.push(os.loadavg()[0]!);
  await printMisses(results);

  const growth = memory.peak - memory.idle;
  const afterGrowth = memory.afterPeak - memory.idle;
  const count = (form: CorpusForm) => rendered.filter((document) => document.form === form).length;
  return {
    id: 'scan',
    title: 'Reading a permit through the server: accuracy on the generated corpus, time per document, memory',
    rows: [
      ...fieldRows(results),
      ...timeRows(results, firstPair, warmPair),
      { measure: 'Server memory (RSS) before the first scan, signed in', value: mib(memory.idle) },
      {
        measure: 'Server memory growth, 2 scans at once twice, the pool started for them (peak − before)',
        value: `${mib(growth)} (${mib(memory.idle)} → ${mib(memory.peak)})`,
        target: `< ${TARGETS.growthMiB} MiB`,
        met: growth < TARGETS.growthMiB,
      },
      {
        measure: 'Server memory peak reading the corpus one document at a time (its 2 threads taking turns)',
        value: mib(memory.corpusPeak),
      },
      {
        measure: 'Server memory growth, 2 scans at once after the corpus (peak − before the first scan)',
        value: `${mib(afterGrowth)} (${mib(memory.idle)} → ${mib(memory.afterPeak)})`,
        target: `< ${TARGETS.growthMiB} MiB`,
        met: afterGrowth < TARGETS.growthMiB,
      },
    ],
    notes: [
      `The corpus (tests/support/permit-corpus/): ${documents.length} documents from 14 templates in 2 sets of ` +
        'values each, in English and Spanish: every one as a PDF with a text layer (Helvetica, Times or Courier) ' +
        'and as a photo (DejaVu or Liberation faces) with seeded damage (perspective, rotation up to 10°, blur, ' +
        `low contrast, uneven light, grain, JPEG quality 35–75) on a dark table; the first set also as a clean ` +
        `200 dpi scan (${count('scan')}), the second also photographed on a white table that shows wide around ` +
        `the page, brighter than its paper (${count('photo-on-white')}). "Clean" is the PDFs and the scans; ` +
        '"damaged" the photos. Accuracy counts the documents that state the field.',
      'Through the server as `npm start` runs it (its bundle, NODE_ENV=production, PGlite, no AI provider): ' +
        'each document POSTed to /api/permit-scans as multipart, one at a time, by owners whose businesses ' +
        'operate in the document’s state (at most 50 scans each, under the route’s 60 an hour), the answer’s ' +
        'fields scored (renewalDate as the expiry, permitNumber, issueDate, cost, categoryId/catalogEntryId). ' +
        'Times are the client’s, from the request to the parsed answer. Memory is the server process’s VmRSS ' +
        '(its scan threads and their OCR workers included), sampled every 100 ms: before the first scan, and its ' +
        'peak while 2 photos are read at once: twice over on the fresh server, the first pair starting the ' +
        'pool, and once more after the corpus.',
      `Load average (1 minute) while it ran: ${loads[0]!.toFixed(1)} at the start, ` +
        `${loads.at(-1)!.toFixed(1)} at the end, ${Math.max(...loads).toFixed(1)} at the highest ` +
        `(${os.cpus().length} cores shared with other work).`,
    ],
  };
}
