import sharp from 'sharp';
import { stretchContrast } from './contrast';
import { slopeOf } from './deskew';

/**
 * A photo or a scan made ready for OCR (docs/decisions/0035): turned upright by its EXIF orientation, grey,
 * a large photo brought down to a size the OCR reads as well and faster, its contrast stretched from the page's
 * ink to its paper (contrast.ts), and its lines of text levelled (deskew.ts).
 */

export type ImageLimits = {
  /** Images with more pixels are refused from their header, before they are decoded (a decompression bomb). */
  maxInputPixels: number;
  /** The longer side after clean-up. */
  maxSide: number;
};

// 2000 px: a letter page filling the photo at about 180 dpi. On the generated permits it read as well as 2400
// and took a quarter less time (BENCHMARKS.md, the scan benchmark).
export const IMAGE_LIMITS: ImageLimits = { maxInputPixels: 50_000_000, maxSide: 2000 };

export class ImageError extends Error {
  constructor(
    readonly code: 'IMAGE_TOO_LARGE' | 'DAMAGED_IMAGE',
    message: string,
  ) {
    super(message);
  }
}

export async function cleanImage(bytes: Uint8Array, limits = IMAGE_LIMITS): Promise<Buffer> {
  // The header alone tells the size; the decoding below keeps sharp's own limit as well.
  const { width, height, density } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageError('DAMAGED_IMAGE', 'The image could not be read.');
    });
  if (!width || !height || width * height > limits.maxInputPixels)
    throw new ImageError('IMAGE_TOO_LARGE', `The image has more than ${limits.maxInputPixels} pixels.`);
  const grey = await sharp(bytes, { limitInputPixels: limits.maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
    // A transparent background (a screenshot) is white paper, not black.
    .flatten({ background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageError('DAMAGED_IMAGE', 'The image could not be read.');
    });
  const { width: greyWidth, height: greyHeight } = grey.info;
  stretchContrast(grey.data, greyWidth, greyHeight);
  return (
    sharp(grey.data, { raw: { width: greyWidth, height: greyHeight, channels: 1 } })
      .rotate(-slopeOf(grey.data, greyWidth, greyHeight), { background: '#ffffff' })
      // The raw pixels carry no resolution; the OCR warns on every image without the photo's own (72 if none).
      .withDensity(density ?? 72)
      // One channel: sharp writes raw pixels of one band as colour unless told.
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer()
  );
}
