import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanImage } from './clean-image';

/**
 * A photo of a page on a table: the page's paper and ink, the table around it as wide as `margin` of the
 * page's width on each side, all seen with the contrast a dim photo keeps.
 */
async function photoOnTable({ table, paper, margin }: { table: string; paper: string; margin: number }) {
  // Within the clean-up's longer side, so that the page stays where it was drawn.
  const [pageWidth, pageHeight] = [900, 1100];
  const border = Math.round(pageWidth * margin);
  const lines = Array.from(
    { length: 4 },
    (_, n) => `<text x="${border + 90}" y="${border + 160 + n * 60}">Permit No. PR00451${n}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pageWidth + 2 * border}" height="${pageHeight + 2 * border}">
    <rect width="100%" height="100%" fill="${table}"/>
    <rect x="${border}" y="${border}" width="${pageWidth}" height="${pageHeight}" fill="${paper}"/>
    <g font-family="DejaVu Sans" font-size="36" fill="#222">${lines.join('')}</g></svg>`;
  const photo = await sharp(Buffer.from(svg)).linear(0.55, 60).jpeg({ quality: 80 }).toBuffer();
  return { photo, page: { left: border, top: border, width: pageWidth, height: pageHeight } };
}

/** The cleaned page's blank paper (its lower half) and its ink (the darkest pixel of its lines of text). */
async function levelsOf(cleaned: Buffer, page: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(cleaned).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const pixels = (top: number, bottom: number) =>
    Array.from({ length: bottom - top }, (_, row) => (top + row) * info.width).flatMap((start) => [
      ...data.subarray(start + page.left + 50, start + page.left + page.width - 50),
    ]);
  const paper = pixels(page.top + page.height / 2, page.top + page.height - 50);
  const text = pixels(page.top + 100, page.top + 340);
  return {
    paper: Math.round(paper.reduce((sum, level) => sum + level, 0) / paper.length),
    ink: text.reduce((darkest, level) => Math.min(darkest, level), 255),
  };
}

describe('the contrast stretch of a photo’s clean-up', () => {
  it('makes the paper of a page on a wide white table white and its ink black', async () => {
    // The table brighter than the paper, which lies in the phone's shade; the ink well under 1% of the photo.
    const { photo, page } = await photoOnTable({ table: '#fafaf8', paper: '#d6d3cc', margin: 0.4 });
    expect(await levelsOf(await cleanImage(photo), page)).toEqual({
      paper: expect.toSatisfy((level: number) => level >= 240),
      ink: expect.toSatisfy((level: number) => level <= 40),
    });
  });

  it('makes the paper of a page on a dark table white and its ink black', async () => {
    const { photo, page } = await photoOnTable({ table: '#60544a', paper: '#fbf8f1', margin: 0.08 });
    expect(await levelsOf(await cleanImage(photo), page)).toEqual({
      paper: expect.toSatisfy((level: number) => level >= 240),
      ink: expect.toSatisfy((level: number) => level <= 40),
    });
  });

  it('leaves a blank photo without ink as flat as it was, its noise not stretched into specks', async () => {
    const blank = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 200, b: 196 } },
    })
      .jpeg()
      .toBuffer();
    const { channels } = await sharp(await cleanImage(blank)).stats();
    expect(channels[0]!.max - channels[0]!.min).toBeLessThanOrEqual(8);
  });
});
