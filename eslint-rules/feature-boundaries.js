import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const aliases = { '@client/': 'src/client/', '@server/': 'src/server/', '@shared/': 'src/shared/' };

/** src/<side>/features/<name>/… → `<side>/<name>`; anything else → undefined. */
function featureOf(file) {
  const match = path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .match(/^src\/(client|server)\/features\/([^/]+)\//);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

function resolveSource(source, fromFile) {
  for (const [alias, target] of Object.entries(aliases)) {
    if (source.startsWith(alias)) return path.join(root, target, source.slice(alias.length));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return undefined;
}

/** DESIGN §3: features do not import each other; shared code moves down to shared/ or lib/. */
export const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const importer = featureOf(context.filename);
    if (!importer) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSource(node.source.value, context.filename);
      const imported = target && featureOf(`${target}/`);
      if (imported && imported !== importer) {
        context.report({
          node: node.source,
          message: `The ${importer} feature imports the ${imported} feature. Features do not import each other; move shared code down to shared/ or lib/ (DESIGN §3).`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
