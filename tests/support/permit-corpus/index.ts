import { DARK_TABLE, photographed, WHITE_TABLE } from './damage';
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
  form: CorpusForm;
  kind: 'pdf' | 'image';
  /** A PDF or a clean scan of the page, or a photo of it with the damage of damage.ts, on either table. */
  condition: 'clean' | 'damaged';
  mediaType: 'application/pdf' | 'image/png' | 'image/jpeg';
  font: string;
  state: string;
  language: PermitLayout['language'];
  truth: PermitTruth;
  render: () => Promise<Uint8Array>;
};

/**
 * A PDF with a text layer, a clean scan (PNG), or a damaged photo (JPEG) of the page on a dark table or on a
 * white one that shows wide around it.
 */
export type CorpusForm = 'pdf' | 'scan' | 'photo' | 'photo-on-white';

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
    form,
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
      if (form === 'scan') return page;
      return photographed(page, random, form === 'photo' ? DARK_TABLE : WHITE_TABLE);
    },
  };
}

/**
 * The corpus: every template in `variants` sets of values, each as a PDF with a text layer and as a damaged
 * photo, the first set also as a clean scan and the second also photographed on a white table. 14 templates in
 * 2 variants make 84 documents.
 */
export function permitCorpus(variants = 2): CorpusDocument[] {
  const forms = (variant: number): CorpusForm[] =>
    variant === 0 ? ['pdf', 'scan', 'photo'] : ['pdf', 'photo', 'photo-on-white'];
  return TEMPLATES.flatMap(({ id }) =>
    Array.from({ length: variants }, (_, variant) =>
      forms(variant).map((form) => corpusDocument(id, variant, form)),
    ).flat(),
  );
}
