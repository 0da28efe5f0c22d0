/**
 * The files `-- --only ca,tx,federal` names, as readCatalogFiles names them ('states/ca.json',
 * 'federal.json'), or null for every file: the option of `catalog:check` and `catalog:report`.
 */
export function onlyCatalogFiles(argv: readonly string[]): Set<string> | null {
  const at = argv.indexOf('--only');
  if (at < 0) return null;
  return new Set(
    (argv[at + 1] ?? '')
      .split(',')
      .map((scope) =>
        scope.toLowerCase() === 'federal' ? 'federal.json' : `states/${scope.toLowerCase()}.json`,
      ),
  );
}
