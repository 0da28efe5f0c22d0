import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../catalog/catalog';
import { cleanImage, IMAGE_LIMITS, ImageError } from './clean-image';
import { readImageText, startOcr } from './ocr';
import { readFields } from './read-fields';

/** A permit rendered as a phone would photograph it: a JPEG stored on its side, with its EXIF orientation. */
async function permitPhoto(lines: string[]) {
  const text = lines.map((line, index) => `<text x="60" y="${110 + index * 70}">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${160 + lines.length * 70}">
    <rect width="100%" height="100%" fill="#e9e4d8"/>
    <g font-family="sans-serif" font-size="40" fill="#333">${text}</g></svg>`;
  const upright = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(upright).rotate(270).jpeg({ quality: 70 }).withMetadata({ orientation: 6 }).toBuffer();
}

let worker: Awaited<ReturnType<typeof startOcr>>;
beforeAll(async () => {
  worker = await startOcr();
}, 60_000);
afterAll(() => worker?.terminate());

describe('reading a photo of a permit', () => {
  it('turns the photo upright and reads its fields, in English and Spanish, with the local models', async () => {
    const photo = await permitPhoto([
      'MOBILE FOOD FACILITY HEALTH PERMIT',
      'Permit No.: PR0045123',
      'Expiration Date: 06/30/2027',
      'Fecha de vencimiento: 30 de junio de 2027',
    ]);
    const lines = await readImageText(worker, await cleanImage(photo));
    const fields = readFields(lines, { catalog: buildCatalog([]), state: 'CA' });
    expect(fields.number?.value).toBe('PR0045123');
    expect(fields.expiryDate).toMatchObject({ value: '2027-06-30', laterThan: [] });
    expect(lines.join('\n')).toContain('vencimiento');
  });

  it('refuses an image of too many pixels from its header, and bytes that are no image', async () => {
    const photo = await permitPhoto(['Permit No. 1234']);
    const refusal = (bytes: Uint8Array, limits = IMAGE_LIMITS) =>
      cleanImage(bytes, limits).then(
        () => null,
        (error: unknown) => (error instanceof ImageError ? error.code : error),
      );
    expect(await refusal(photo, { ...IMAGE_LIMITS, maxInputPixels: 100_000 })).toBe('IMAGE_TOO_LARGE');
    expect(await refusal(new TextEncoder().encode('not an image'))).toBe('DAMAGED_IMAGE');
  });
});
