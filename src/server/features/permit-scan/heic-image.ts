import decode from 'heic-decode';
import sharp from 'sharp';
import { IMAGE_LIMITS, ImageError, type ImageLimits } from './clean-image';

/**
 * An iPhone's HEIC photo as a PNG that the clean-up reads (docs/decisions/0035): sharp's libvips has no HEVC
 * decoder, so libheif (compiled to WebAssembly, heic-decode) decodes it. Its size is known from the file's
 * header (the image's `ispe` property) and refused there, before a pixel is decoded.
 */
export async function heicAsPng(bytes: Uint8Array, limits: ImageLimits = IMAGE_LIMITS): Promise<Buffer> {
  const damaged = () => new ImageError('DAMAGED_IMAGE', 'The HEIC image could not be read.');
  const images = await decode.all({ buffer: bytes }).catch(() => {
    throw damaged();
  });
  try {
    // The first is the primary image, the photo itself; the others are thumbnails or depth maps.
    const [photo] = images;
    if (!photo) throw damaged();
    if (photo.width * photo.height > limits.maxInputPixels)
      throw new ImageError('IMAGE_TOO_LARGE', `The image has more than ${limits.maxInputPixels} pixels.`);
    const { width, height, data } = await photo.decode().catch(() => {
      throw damaged();
    });
    // libheif has turned it upright already (its rotation and mirroring properties).
    return await sharp(data, { raw: { width, height, channels: 4 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  } finally {
    images.dispose();
  }
}
