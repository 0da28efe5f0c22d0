/**
 * A QR code of `text` as an SVG image (the qrcode package): black on white with a quiet zone, error correction
 * M so that a sticker a little worn in a truck's window still scans. The package loads with the first code, not
 * at start-up (docs/decisions/0028).
 */
export async function qrCodeSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
