import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs } from 'virtual:permitpilot/catalogs';

const ROUTES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../routes');

/** The texts a catalog chunk holds, whatever their placeholders. */
async function textsOf(name: string, locale: 'en' | 'es') {
  const { messages } = await catalogs[name]![locale]();
  return Object.values(messages).map((message) =>
    Array.isArray(message) ? message.join('') : String(message),
  );
}

describe('the catalogs split per screen (docs/decisions/0026)', () => {
  it('has the shell’s and one per route module, in each language', () => {
    const routes = fs
      .readdirSync(ROUTES)
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''));
    expect(Object.keys(catalogs).sort()).toEqual(['main', ...routes].sort());
    for (const catalog of Object.values(catalogs)) expect(Object.keys(catalog)).toEqual(['en', 'es']);
  });

  it('gives a screen the messages of the code it runs, in the language asked, and no other', async () => {
    const spanish = await textsOf('permit-setup', 'es');
    // The route's own, and those of the form it imports.
    expect(spanish).toContain('Agregue su primer permiso');
    expect(spanish).toContain('Guardar permiso');
    expect(spanish).not.toContain('Save Permit');
    // The 404 page's are not the permit screen's.
    expect(spanish).not.toContain('Volver al inicio');
    expect(await textsOf('not-found', 'es')).toContain('Volver al inicio');
    expect(await textsOf('permit-setup', 'en')).toContain('Save Permit');
  });

  it('leaves the screens’ messages out of the shell’s', async () => {
    const shell = await textsOf('main', 'en');
    expect(shell).not.toContain('Save Permit');
    expect(shell).not.toContain('Return to Home');
  });
});
