/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * as they are, and a browser then drops the name. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A Content-Disposition header naming a file in any script (RFC 6266): to save, or to view in the browser. */
export const contentDisposition = (kind: 'attachment' | 'inline', fileName: string) =>
  `${kind}; filename*=UTF-8''${encodeRfc5987(fileName)}`;
