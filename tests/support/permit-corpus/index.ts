import { photographed } from './damage';
import type { PermitLayout, PermitTruth } from './layout';
import { seeded, seedOf } from './random';
import { IMAGE_FONTS, PDF_FONTS, renderImage, renderPdf } from './render';
import { TEMPLATES } from './templates';

/**
 * Permit documents made by code (never real permits, never committed files), with the fields each states:
 * the scan benchmark measures the reading against them, a test reads a few, and browser tests take a photo or
 * a PDF of one. Everything is drawn from seeds, so every run makes the same documents.
 */

export type { PermitTruth } from './layout';
export { TEMPLATES } from './templates';

export type CorpusDocument = {
  /** 'county-health-permit/1/photo': template, variant, form. */
  id: string;
  template: string;
  kind: 'pdf' | 'image';
  /** A PDF or a clean scan of the page, or a photo of it with the damage of damage.ts. */
  condition: 'clean' | 'damaged';
  mediaType: 'application/pdf' | 'image/png' | 'image/jpeg';
  font: string;
  state: string;
  language: PermitLayout['language'];
  truth: PermitTruth;
  render: () => Promise<Uint8Array>;
};

/** A PDF with a text layer, a clean scan (PNG) or a damaged photo (JPEG). */
export type CorpusForm = 'pdf' | 'scan' | 'photo';

export function corpusDocument(templateId: string, variant: number, form: CorpusForm): CorpusDocument {
  const template = TEMPLATES.find(({ id }) => id === templateId);
  if (!template) throw new Error(`No permit template ${templateId}`);
  const layout = template.build(seeded(seedOf(`${templateId}/${variant}`)));
  const random = seeded(seedOf(`${templateId}/${variant}/${form}`));
  const pdfFont = random.pick(PDF_FONTS);
  const imageFont = random.pick(IMAGE_FONTS);
  const common = {
    id: `${templateId}/${variant}/${form}`,
    template: templateId,
    state: layout.state,
    language: layout.language,
    truth: layout.truth,
  };
  if (form === 'pdf')
    return {
      ...common,
      kind: 'pdf',
      condition: 'clean',
      mediaType: 'application/pdf',
      font: pdfFont,
      render: () => renderPdf(layout.rows, pdfFont),
    };
  return {
    ...common,
    kind: 'image',
    condition: form === 'scan' ? 'clean' : 'damaged',
    mediaType: form === 'scan' ? 'image/png' : 'image/jpeg',
    font: imageFont,
    render: async () => {
      const page = await renderImage(layout.rows, imageFont);
      return form === 'scan' ? page : photographed(page, random);
    },
  };
}

/**
 * The corpus: every template in `variants` sets of values, each as a PDF with a text layer and as a damaged
 * photo, and the first set also as a clean scan. 14 templates in 2 variants make 70 documents.
 */
export function permitCorpus(variants = 2): CorpusDocument[] {
  return TEMPLATES.flatMap(({ id }) =>
    Array.from({ length: variants }, (_, variant) =>
      (['pdf', ...(variant === 0 ? ['scan'] : []), 'photo'] as CorpusForm[]).map((form) =>
        corpusDocument(id, variant, form),
      ),
    ).flat(),
  );
}
