import { copyFile, mkdir, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, type Line, type Worker } from 'tesseract.js';

/**
 * OCR by tesseract.js with the English and Spanish models of the npm registry, never fetched at run time
 * (docs/decisions/0035). tesseract.js reads every language from one folder, and each model comes in a package
 * of its own: both are copied, once per process, into a folder of ours.
 */

const LANGUAGES = ['eng', 'spa'] as const;
const MODEL = '4.0.0_best_int';

let folder: Promise<string> | undefined;
function languageFolder(): Promise<string> {
  folder ??= (async () => {
    const require = createRequire(import.meta.url);
    const { version } = require('tesseract.js/package.json') as { version: string };
    const target = path.join(os.tmpdir(), `permitpilot-tessdata-${version}`);
    await mkdir(target, { recursive: true });
    for (const language of LANGUAGES) {
      const file = `${language}.traineddata.gz`;
      const from = path.join(
        path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
        MODEL,
      );
      // Copied under a name of this process, then renamed: another process never reads a file half-written.
      const copy = path.join(target, `${file}.${process.pid}`);
      await copyFile(path.join(from, file), copy);
      await rename(copy, path.join(target, file));
    }
    return target;
  })();
  return folder;
}

/** A worker with both languages loaded; it runs in a thread of its own and reads one image at a time. */
export async function startOcr(): Promise<Worker> {
  return createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
    langPath: await languageFolder(),
    cacheMethod: 'none',
    gzip: true,
  });
}

/** An image's text, line by line, with how sure the OCR is of each line. */
export type ImageText = {
  /** The lines the text reads as, top to bottom (the same lines as tesseract's plain text). */
  lines: string[];
  /** For each line, the OCR's confidence (0–100) in what it holds of a value: see lineConfidence. */
  confidences: number[];
};

/**
 * The confidence of the line's least certain word that holds a digit, else of the line. Every value a label
 * introduces (a number, a date, an amount) holds digits, and its worst word is the one to doubt; the specks of
 * a photo's grain at a line's end ('o i', '- E.') read as words of no confidence and would make every such
 * line look doubtful.
 */
function lineConfidence(line: Line): number {
  const digits = line.words.filter((word) => /\d/.test(word.text));
  return digits.length > 0 ? Math.min(...digits.map((word) => word.confidence)) : line.confidence;
}

export async function readImageLines(worker: Worker, image: Buffer): Promise<ImageText> {
  const { data } = await worker.recognize(image, {}, { text: false, blocks: true });
  const lines: string[] = [];
  const confidences: number[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        // A paragraph's last line ends in its blank line.
        const text = line.text.replace(/\n+$/, '');
        if (text.trim() === '') continue;
        lines.push(text);
        confidences.push(lineConfidence(line));
      }
  return { lines, confidences };
}

/** The lines an image's text reads as, top to bottom. */
export async function readImageText(worker: Worker, image: Buffer): Promise<string[]> {
  return (await readImageLines(worker, image)).lines;
}
