/**
 * Saves text as a file through a temporary download link: the report never leaves the browser
 * (docs/product/permits.md#csv-export).
 */
export const downloadTextFile = ({
  text,
  fileName,
  type,
}: {
  text: string;
  fileName: string;
  type: string;
}) => downloadBlob(new Blob([text], { type }), fileName);

/** Saves a blob as a file through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
