import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { slopeOf } from './deskew';

/** A page of text turned clockwise by `degrees`, as grey pixels. */
async function turnedPage(degrees: number, lines = 12) {
  const text = Array.from(
    { length: lines },
    (_, i) => `<text x="80" y="${160 + i * 60}">Permit No. PR00${i}5123 Expiration Date: 06/30/2027</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1000">
    <rect width="100%" height="100%" fill="#fff"/><g font-family="sans-serif" font-size="34">${text}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(degrees, { background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return slopeOf(data, info.width, info.height);
}

describe('the slope of a photo’s lines of text', () => {
  it('finds how far the page was turned, either way, to a few tenths of a degree', async () => {
    expect(await turnedPage(7)).toBeCloseTo(7, 0);
    expect(await turnedPage(-4.5)).toBeCloseTo(-4.5, 0);
    expect(Math.abs(await turnedPage(0))).toBeLessThanOrEqual(0.2);
  });

  it('answers no slope for a page without text to tell it by', async () => {
    expect(await turnedPage(6, 0)).toBe(0);
  });
});
