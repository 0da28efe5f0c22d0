import { checkCatalog, readCatalogFiles } from '../src/server/catalog/check-catalog';
import { onlyCatalogFiles } from './catalog-only';

// `npm run catalog:check`: validates the permit catalog offline (catalog/README.md). `-- --only ca,tx,federal`
// prints the problems of those files alone, for whoever is editing them.
const only = onlyCatalogFiles(process.argv);
const files = readCatalogFiles();
const problems = checkCatalog(files).filter(
  (problem) => !only || [...only].some((name) => problem.startsWith(`${name}:`)),
);
const entries = files.reduce((sum, { file }) => sum + (file?.entries.length ?? 0), 0);
if (problems.length > 0) {
  console.error(`The permit catalog has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  only
    ? `${[...only].join(', ')}: no problems.`
    : `The permit catalog is valid: ${files.length} files, ${entries} entries.`,
);
