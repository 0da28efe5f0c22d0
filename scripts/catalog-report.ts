import { catalogReport, formatCatalogReport } from '../src/server/catalog/catalog-report';
import { readCatalogFiles } from '../src/server/catalog/check-catalog';

// `npm run catalog:report` (catalog/README.md): the catalog's figures; `-- --only ca,tx` for some files.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? '').toUpperCase().split(',')) : null;
const read = readCatalogFiles();
const unreadable = read.filter(({ file }) => !file);
for (const { name, problems } of unreadable)
  console.error(`${name} does not pass the schema (${problems.length} problem(s)): npm run catalog:check`);
const files = read.flatMap(({ file }) =>
  file && (!only || only.has(file.scope.toUpperCase())) ? [file] : [],
);
console.log(formatCatalogReport(catalogReport(files)));
if (unreadable.length > 0) process.exit(1);
