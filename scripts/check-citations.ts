/*
 * `tsx scripts/check-citations.ts`: the repository cites only documents it holds (docs/product/engineering.md,
 * habit 13). Finds (a) citations of the product documents that live outside the repository (the spec, the design
 * and the house style, by section or by path) and (b) citations of docs/product or docs/decisions, and Markdown
 * links between documents, whose file or anchor does not exist. Prints each as file:line and exits 1 if any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Citations of the spec, the design or the house style, which a clone of the repository does not have. */
const OUTSIDE_CITATIONS = [
  /\b(?:spec|SPEC)\b[^.\n§]{0,40}§\s?\d+(?:\.\d+)*/g, // spec §2, SPEC §9, the spec (§4, §8), the spec's shape (§3
  /\bDESIGN\s?§\s?\d+(?:\.\d+)*/g, // DESIGN §6.4
  /\bSTYLE(?:\s+habits?\s+\d+|\s?§\s?\d+|:)/g, // STYLE habit 13, STYLE: …
  /\b(?:SPEC|DESIGN|STYLE)\.md\b/g,
  /(?:\.\.\/|\/work\/)shared\/[A-Z][\w.-]*/g, // ../shared/SPEC.md (not the code's src/shared/)
];

/** The outside citations on one line of text. */
export function findOutsideCitations(line: string): string[] {
  return OUTSIDE_CITATIONS.flatMap((pattern) => [...line.matchAll(pattern)].map((match) => match[0].trim()));
}

export type RepoCitation = { file: string; anchor: string | null };

/** Citations of the repository's own documents: docs/product pages (with an anchor) and decision records. */
export function findRepoCitations(line: string): RepoCitation[] {
  const citations: RepoCitation[] = [];
  for (const match of line.matchAll(/\bdocs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g))
    citations.push({ file: `docs/product/${match[1]}`, anchor: match[2] ?? null });
  for (const match of line.matchAll(/\bdocs\/decisions\/(\d{4})((?:-[\w-]+)?(?:\.md)?)/g))
    citations.push({ file: `docs/decisions/${match[1]}${match[2]}`, anchor: null });
  for (const match of line.matchAll(/\bdecisions?(?: records?)? (\d{4})\b/g))
    citations.push({ file: `docs/decisions/${match[1]}`, anchor: null });
  return citations;
}

/** Relative links of a Markdown line, `[text](other.md#anchor)` or `[text](#anchor)`, as written. */
export function findMarkdownLinks(line: string): RepoCitation[] {
  return [...line.matchAll(/\]\((?!https?:|mailto:)([^)\s]*?)(?:#([\w-]+))?\)/g)]
    .filter((match) => match[1] === '' || match[1]!.endsWith('.md'))
    .map((match) => ({ file: match[1]!, anchor: match[2] ?? null }));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a Markdown document; a repeated heading gets -1, -2… as on GitHub. Code blocks have none. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    const heading = inCode ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['src', 'tests', 'scripts', 'bench', 'docs', '.ci', 'README.md'];
const SKIPPED = new Set(['scripts/check-citations.ts', 'scripts/check-citations.test.ts']);
const SCANNED = /\.(ts|tsx|js|mjs|cjs|md)$|^\.ci\//;

function filesUnder(relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs
    .readdirSync(absolute)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => filesUnder(path.posix.join(relative, name)));
}

/** The file a citation names; a decision record may be named by its number or the start of its name. */
function resolve(file: string): string | null {
  const absolute = path.join(root, file);
  if (fs.existsSync(absolute) && fs.statSync(absolute).isFile()) return file;
  const record = /^docs\/decisions\/(\d{4}[\w-]*?)(?:\.md)?$/.exec(file)?.[1];
  const match = record && fs.readdirSync(path.join(root, 'docs/decisions')).find((n) => n.startsWith(record));
  return match ? `docs/decisions/${match}` : null;
}

const anchorCache = new Map<string, Set<string>>();
const anchorsIn = (file: string) => {
  if (!anchorCache.has(file))
    anchorCache.set(file, anchorsOf(fs.readFileSync(path.join(root, file), 'utf8')));
  return anchorCache.get(file)!;
};

/** Every offence in the tree, as 'file:line: what'. */
export function checkTree(): string[] {
  const topLevel = fs.readdirSync(root).filter((name) => /\.(ts|js|mjs|cjs)$/.test(name));
  const files = [...ROOTS, ...topLevel].flatMap(filesUnder).filter((f) => SCANNED.test(f) && !SKIPPED.has(f));
  const offences: string[] = [];
  for (const file of files) {
    fs.readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const where = `${file}:${index + 1}`;
        for (const citation of findOutsideCitations(line))
          offences.push(`${where}: cites a document outside the repository: ${citation}`);
        const links = file.endsWith('.md')
          ? findMarkdownLinks(line).map((link) => ({
              ...link,
              file: link.file === '' ? file : path.posix.join(path.posix.dirname(file), link.file),
            }))
          : [];
        for (const citation of [...findRepoCitations(line), ...links]) {
          const target = resolve(citation.file);
          if (!target) offences.push(`${where}: no such document: ${citation.file}`);
          else if (citation.anchor && target.endsWith('.md') && !anchorsIn(target).has(citation.anchor))
            offences.push(`${where}: no anchor #${citation.anchor} in ${target}`);
        }
      });
  }
  return offences;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const offences = checkTree();
  for (const offence of offences) console.log(offence);
  console.log(offences.length === 0 ? 'Citations: all in order.' : `Citations: ${offences.length} to fix.`);
  process.exit(offences.length === 0 ? 0 : 1);
}
