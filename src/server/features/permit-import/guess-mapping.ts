import type { ImportField, ImportMapping } from '../../../shared/contracts/permit-import';
import { LOCALES } from '../../../shared/i18n/locales';
import { i18nFor } from '../../i18n/i18n';

/*
 * Which field each column holds, guessed from its heading in English or Spanish
 * (docs/product/permits.md#importing-a-spreadsheet); the owner corrects the guess. A heading named exactly as
 * below wins over one that only contains a telling word.
 */

/** Headings in lower case without accents or punctuation, separated by '|'. */
const SAID: Record<ImportField, string> = {
  name: 'name|permit|permit name|license|licence|license name|title|nombre|permiso|nombre del permiso|licencia',
  categoryId: 'category|type|kind|permit type|license type|categoria|tipo|tipo de permiso',
  issueDate:
    'issue date|issued|issued on|date issued|start date|start|effective|effective date|fecha de emision|emision|emitido|fecha de inicio|inicio|fecha de expedicion|expedicion',
  renewalDate:
    'renewal date|renewal|renew by|renewal due|expires|expiration|expiration date|expiry|expiry date|exp date|valid until|valid through|due date|due|fecha de renovacion|renovacion|vencimiento|fecha de vencimiento|vence|caducidad|valido hasta',
  cost: 'cost|fee|fees|amount|price|annual fee|costo|coste|tarifa|cuota|monto|importe|precio',
  city: 'city|town|ciudad|municipio|localidad',
  state: 'state|st|estado',
  county: 'county|condado',
  permitNumber:
    'permit number|number|permit no|license number|licence number|license no|certificate number|permit id|numero|numero de permiso|numero de licencia|folio',
  issuingAgency:
    'agency|issuing agency|issued by|issuer|authority|department|agencia|agencia emisora|emitido por|autoridad|dependencia',
  renewalLink:
    'renewal url|renewal link|url|link|website|web|enlace|enlace de renovacion|sitio web|pagina web',
  notes: 'notes|note|comments|comment|remarks|notas|nota|comentarios|observaciones',
};

/** A telling word, in the order they are tried: a 'Permit Number' is a number before it is a permit. */
const HINTS: ReadonlyArray<readonly [ImportField, RegExp]> = [
  ['renewalDate', /expir|renew|venc|caduc|\bdue\b|valid/],
  ['issueDate', /issu|effective|emisi|expedi|inicio|\bstart/],
  ['renewalLink', /\burl\b|link|website|enlace|\bweb\b/],
  ['permitNumber', /number|numero|\bno\b|\bnum\b/],
  ['issuingAgency', /agenc|authorit|depart|dependencia/],
  ['cost', /cost|fee|amount|price|precio|tarifa|monto|importe/],
  ['notes', /note|comment|nota|coment|observ/],
  ['categoryId', /categor|\btype\b|\btipo\b/],
  ['name', /name|nombre|permit|permiso|licen/],
];

/**
 * Our own CSV export's headings (shared/domain/compliance-csv.ts), in each language it is written in: its
 * columns go back where they came from, and the ones the app works out (status, days left) are left out.
 */
const EXPORT_COLUMNS: Record<string, ImportField | null> = {
  'Permit Name': 'name',
  Status: null,
  'Renewal Date': 'renewalDate',
  'Days Until Renewal': null,
  Cost: 'cost',
  State: 'state',
  Notes: 'notes',
  'Permit Number': 'permitNumber',
  'Issuing Agency': 'issuingAgency',
  Vehicle: null,
  'Last Inspection': null,
  'Last Inspection Result': null,
  'Next Inspection': null,
};

export const normalizeHeading = (heading: string) =>
  heading
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

let exportHeadings: Map<string, ImportField | null> | undefined;
const exportHeadingsOf = () =>
  (exportHeadings ??= new Map(
    LOCALES.flatMap((locale) =>
      Object.entries(EXPORT_COLUMNS).map(
        ([heading, field]) => [normalizeHeading(i18nFor(locale)._(heading)), field] as const,
      ),
    ),
  ));

const said = new Map(
  Object.entries(SAID).flatMap(([field, headings]) =>
    headings.split('|').map((heading) => [heading, field as ImportField] as const),
  ),
);

/** Each column's field: exact headings first, then telling words, each field for one column only. */
export function guessMapping(header: readonly string[]): ImportMapping {
  const mapping: ImportMapping = header.map(() => null);
  const taken = new Set<ImportField>();
  const headings = header.map(normalizeHeading);
  const decided = new Set<number>();
  const assign = (index: number, field: ImportField | null | undefined) => {
    if (field === undefined || decided.has(index)) return;
    if (field !== null && taken.has(field)) return;
    decided.add(index);
    if (field === null) return;
    mapping[index] = field;
    taken.add(field);
  };
  headings.forEach((heading, index) => assign(index, exportHeadingsOf().get(heading)));
  headings.forEach((heading, index) => assign(index, said.get(heading)));
  headings.forEach((heading, index) =>
    assign(index, HINTS.find(([field, hint]) => !taken.has(field) && hint.test(heading))?.[0]),
  );
  return mapping;
}
