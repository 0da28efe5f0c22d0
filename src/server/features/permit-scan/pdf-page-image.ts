import sharp from 'sharp';
import { IMAGE_LIMITS } from './clean-image';
import { PDFJS_OPTIONS, PdfTextError } from './pdf-text';

/**
 * The first page of a scanned PDF (one without a text layer) as a PNG for the OCR (docs/decisions/0035):
 * drawn by pdf.js on @napi-rs/canvas, the prebuilt canvas pdf.js uses on Node, so that its longer side is
 * what the clean-up keeps of a photo. An image inside the PDF of more pixels than a photo may have is not
 * decoded (pdf.js leaves it out), as a decompression bomb in an image file is refused.
 */

/**
 * The page without its white margins: a photo pasted on a page is what the clean-up's contrast stretch must see,
 * or the white around it makes its paper the darkest grey the stretch keeps.
 */
async function withoutMargins(page: Buffer): Promise<Buffer> {
  return sharp(page)
    .trim({ background: '#ffffff', threshold: 16 })
    .png({ compressionLevel: 1 })
    .toBuffer()
    .catch(() => page);
}

type NodeCanvas = { toBuffer(type: 'image/png'): Buffer };
type CanvasFactory = {
  create(width: number, height: number): { canvas: NodeCanvas; context: CanvasRenderingContext2D };
};

/** Null when the canvas binary (an optional dependency of pdf.js) is not installed: the page cannot be drawn. */
export async function firstPageImage(
  bytes: Uint8Array,
  maxSide = IMAGE_LIMITS.maxSide,
): Promise<Buffer | null> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: bytes.slice(),
    ...PDFJS_OPTIONS,
    maxImageSize: IMAGE_LIMITS.maxInputPixels,
  });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const { width, height } = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: maxSide / Math.max(width, height, 1) });
    let drawing: ReturnType<CanvasFactory['create']>;
    try {
      drawing = (pdf.canvasFactory as CanvasFactory).create(
        Math.ceil(viewport.width),
        Math.ceil(viewport.height),
      );
    } catch {
      return null;
    }
    const { canvas, context } = drawing;
    // A scan on a white page: what is not drawn stays paper-white, not transparent black.
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context,
      viewport,
      background: 'white',
    }).promise;
    return await withoutMargins(canvas.toBuffer('image/png'));
  } catch (error) {
    if ((error as Error).name === 'PasswordException')
      throw new PdfTextError('ENCRYPTED_PDF', 'The PDF is protected by a password.');
    throw new PdfTextError('DAMAGED_PDF', 'The PDF could not be drawn.');
  } finally {
    await task.destroy();
  }
}
