import { copyFile, mkdir, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

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

/** The lines an image's text reads as, top to bottom. */
export async function readImageText(worker: Worker, image: Buffer): Promise<string[]> {
  const { data } = await worker.recognize(image);
  return data.text.split('\n').filter((line) => line.trim() !== '');
}
