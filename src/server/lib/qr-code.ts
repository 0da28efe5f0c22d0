import QRCode from 'qrcode';

/**
 * A QR code of `text` as an SVG image (the qrcode package): black on white with a quiet zone, error correction
 * M so that a sticker a little worn in a truck's window still scans.
 */
export const qrCodeSvg = (text: string) =>
  QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
