import { checkCatalog, readCatalogFiles } from '../src/server/catalog/check-catalog';

// `npm run catalog:check`: validates the permit catalog offline (catalog/README.md). `-- --only ca,tx,federal`
// prints the problems of those files alone, for whoever is editing them.
const onlyAt = process.argv.indexOf('--only');
const only =
  onlyAt >= 0
    ? (process.argv[onlyAt + 1] ?? '')
        .split(',')
        .map((scope) => (scope === 'federal' ? 'federal.json' : `states/${scope.toLowerCase()}.json`))
    : null;
const files = readCatalogFiles();
const problems = checkCatalog(files).filter(
  (problem) => !only || only.some((name) => problem.startsWith(`${name}:`)),
);
const entries = files.reduce((sum, { file }) => sum + (file?.entries.length ?? 0), 0);
if (problems.length > 0) {
  console.error(`The permit catalog has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  only
    ? `${only.join(', ')}: no problems.`
    : `The permit catalog is valid: ${files.length} files, ${entries} entries.`,
);
