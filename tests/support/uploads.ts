import { ONE_PAGE_PDF } from './pdf-files';

/** The file an upload sends: a one-page PDF named 'permit.pdf' unless the test says otherwise. */
export type UploadedFile = { bytes?: Uint8Array; name?: string; type?: string };

/** `file` with the defaults filled in. Uploads check that a PDF opens and has a page, so it is a real one. */
export function uploadedFile(file: UploadedFile = {}): Required<UploadedFile> {
  // A field given as undefined takes its default too (a helper passing on an optional argument).
  return {
    bytes: file.bytes ?? ONE_PAGE_PDF,
    name: file.name ?? 'permit.pdf',
    type: file.type ?? 'application/pdf',
  };
}

/**
 * The multipart form the document upload takes (PUT /api/permits/{id}/document): one file under `file`, as the
 * permit form sends it (docs/product/permits.md#documents).
 */
export function uploadForm(file: UploadedFile = {}): FormData {
  const { bytes, name, type } = uploadedFile(file);
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}
