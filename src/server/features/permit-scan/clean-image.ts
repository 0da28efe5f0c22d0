import sharp from 'sharp';

/**
 * A photo or a scan made ready for OCR (docs/decisions/0035): turned upright by its EXIF orientation, grey,
 * its contrast stretched, and a large photo brought down to a size the OCR reads as well and faster.
 */

export type ImageLimits = {
  /** Images with more pixels are refused from their header, before they are decoded (a decompression bomb). */
  maxInputPixels: number;
  /** The longer side after clean-up. */
  maxSide: number;
};

export const IMAGE_LIMITS: ImageLimits = { maxInputPixels: 50_000_000, maxSide: 2400 };

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
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageError('DAMAGED_IMAGE', 'The image could not be read.');
    });
  if (!width || !height || width * height > limits.maxInputPixels)
    throw new ImageError('IMAGE_TOO_LARGE', `The image has more than ${limits.maxInputPixels} pixels.`);
  return sharp(bytes, { limitInputPixels: limits.maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer()
    .catch(() => {
      throw new ImageError('DAMAGED_IMAGE', 'The image could not be read.');
    });
}
