import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkMessageCatalogs, updateMessageCatalogs } from './i18n';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

let root: string;

const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Fills the Spanish catalog's empty translations from `spanish` (English → Spanish). */
function translate(spanish: Record<string, string>) {
  let po = read('src/locales/es.po');
  for (const [english, translation] of Object.entries(spanish))
    po = po.replace(`msgid "${english}"\nmsgstr ""`, `msgid "${english}"\nmsgstr "${translation}"`);
  write('src/locales/es.po', po);
}

const CLIENT = `import { Trans } from '@lingui/react/macro';
export const Title = () => <h1><Trans>Add Permit</Trans></h1>;
`;
const SERVER = `export const missing = () => /*i18n*/ 'Permit not found';
`;

beforeEach(async () => {
  // A project of two files with this repository's Lingui setup.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-i18n-'));
  fs.copyFileSync(path.join(ROOT, 'lingui.config.ts'), path.join(root, 'lingui.config.ts'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  write('src/client/title.tsx', CLIENT);
  write('src/server/errors.ts', SERVER);
  await updateMessageCatalogs(root, { quiet: true });
  translate({ 'Add Permit': 'Agregar permiso', 'Permit not found': 'Permiso no encontrado' });
  await updateMessageCatalogs(root, { quiet: true });
}, 60_000);

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the message catalogs check (docs/decisions/0026)', () => {
  it('passes when every message is in both catalogs, translated, and the server’s are compiled', async () => {
    expect(await checkMessageCatalogs(root)).toEqual([]);
    expect(JSON.parse(read('src/server/i18n/messages/es.json'))).toEqual({
      messages: { 'Permit not found': ['Permiso no encontrado'] },
    });
  });

  it('names a message the code uses that a catalog lacks', async () => {
    write('src/client/title.tsx', CLIENT.replace('Add Permit', 'Add Another Permit'));
    expect(await checkMessageCatalogs(root)).toEqual([
      'en: missing "Add Another Permit"',
      'en: unused "Add Permit"',
      'es: missing "Add Another Permit"',
      'es: unused "Add Permit"',
    ]);
  });

  it('names a message without its Spanish translation', async () => {
    write('src/server/errors.ts', `${SERVER}export const gone = () => /*i18n*/ 'Permit deleted';\n`);
    await updateMessageCatalogs(root, { quiet: true });
    expect(await checkMessageCatalogs(root)).toEqual(['es: not translated "Permit deleted"']);
  });

  it('names a message used somewhere else than the catalog says, as the split per screen reads it', async () => {
    fs.renameSync(path.join(root, 'src/client/title.tsx'), path.join(root, 'src/client/heading.tsx'));
    expect(await checkMessageCatalogs(root)).toEqual([
      'en: out of date where "Add Permit" is used',
      'es: out of date where "Add Permit" is used',
    ]);
  });

  it('names compiled server messages that no longer match the catalog', async () => {
    write('src/server/i18n/messages/es.json', '{"messages":{}}\n');
    expect(await checkMessageCatalogs(root)).toEqual(['src/server/i18n/messages/es.json is out of date']);
  });
});
