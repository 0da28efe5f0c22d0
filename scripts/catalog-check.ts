import { checkCatalog, readCatalogFiles } from '../src/server/catalog/check-catalog';

// `npm run catalog:check`: validates the permit catalog offline (catalog/README.md).
const files = readCatalogFiles();
const problems = checkCatalog(files);
const entries = files.reduce((sum, { file }) => sum + (file?.entries.length ?? 0), 0);
if (problems.length > 0) {
  console.error(`The permit catalog has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`The permit catalog is valid: ${files.length} files, ${entries} entries.`);
