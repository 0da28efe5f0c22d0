import { catalogReport, formatCatalogReport } from '../src/server/catalog/catalog-report';
import { readCatalogFiles } from '../src/server/catalog/check-catalog';
import { onlyCatalogFiles } from './catalog-only';

// `npm run catalog:report` (catalog/README.md): the catalog's figures; `-- --only ca,tx` for some files.
const only = onlyCatalogFiles(process.argv);
const read = readCatalogFiles();
const unreadable = read.filter(({ file }) => !file);
for (const { name, problems } of unreadable)
  console.error(`${name} does not pass the schema (${problems.length} problem(s)): npm run catalog:check`);
const files = read.flatMap(({ name, file }) => (file && (!only || only.has(name)) ? [file] : []));
console.log(formatCatalogReport(catalogReport(files)));
if (unreadable.length > 0) process.exit(1);
