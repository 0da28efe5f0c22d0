/**
 * The contrast stretch of a photo's clean-up (docs/decisions/0035): the page's ink made black and its paper
 * white, whatever surrounds the page. A stretch on the whole image's darkest and lightest hundredth fails on a
 * page lying on a wide white table: its ink is then less than a hundredth of the pixels, the darkest hundredth
 * is paper, and the page turns dark grey. So the levels are taken where there is ink: in the tiles of the
 * image whose pixels spread widely, which a uniform surround (a table, a scanner's lid) has none of.
 */

/** A tile is inked when its darkest and lightest twentieths lie at least this far apart. */
const INKED_SPREAD = 40;
/** The tile's side as a share of the image's longer side: a few letters of a permit's small print. */
const TILES_ACROSS = 64;
/** Below this spread between ink and paper the image is left as it is: there is nothing to stretch. */
const MIN_RANGE = 16;

type Levels = { ink: number; paper: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The value below which `share` of a histogram's `count` pixels lie. */
function percentile(histogram: Uint32Array, count: number, share: number): number {
  const wanted = Math.max(1, Math.ceil(count * share));
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value]!;
    if (seen >= wanted) return value;
  }
  return 255;
}

/** The whole image's darkest and lightest hundredth: the levels when no tile has ink (a blank page). */
function wholeImageLevels(grey: Uint8Array): Levels {
  const histogram = new Uint32Array(256);
  for (const value of grey) histogram[value]!++;
  return { ink: percentile(histogram, grey.length, 0.01), paper: percentile(histogram, grey.length, 0.99) };
}

/**
 * The ink's and the paper's levels: over the inked tiles, the median of their darkest fiftieths, and of their
 * middle pixels (a tile of text is mostly paper). Taking the paper's middle rather than its lightest pixels
 * whitens its grain too, which the OCR would otherwise take for specks of text. (The shares were chosen on the
 * generated corpus, the scan benchmark: the darkest hundredth or twentieth each cost a photo a field.)
 */
export function pageLevels(grey: Uint8Array, width: number, height: number): Levels {
  const side = Math.max(16, Math.round(Math.max(width, height) / TILES_ACROSS));
  const inks: number[] = [];
  const papers: number[] = [];
  const histogram = new Uint32Array(256);
  for (let top = 0; top < height; top += side) {
    for (let left = 0; left < width; left += side) {
      histogram.fill(0);
      const [bottom, right] = [Math.min(height, top + side), Math.min(width, left + side)];
      for (let y = top; y < bottom; y++)
        for (let x = left, at = y * width + left; x < right; x++, at++) histogram[grey[at]!]!++;
      const count = (bottom - top) * (right - left);
      const spread = percentile(histogram, count, 0.95) - percentile(histogram, count, 0.05);
      if (spread < INKED_SPREAD) continue;
      inks.push(percentile(histogram, count, 0.02));
      papers.push(percentile(histogram, count, 0.5));
    }
  }
  return inks.length === 0 ? wholeImageLevels(grey) : { ink: median(inks), paper: median(papers) };
}

/** Stretches the grey pixels in place: the ink's level to black, the paper's to white, beyond them clipped. */
export function stretchContrast(grey: Uint8Array, width: number, height: number): void {
  const { ink, paper } = pageLevels(grey, width, height);
  if (paper - ink < MIN_RANGE) return;
  const map = Uint8Array.from({ length: 256 }, (_, value) =>
    Math.round(Math.min(255, Math.max(0, ((value - ink) * 255) / (paper - ink)))),
  );
  for (let i = 0; i < grey.length; i++) grey[i] = map[grey[i]!]!;
}
