import { describe, expect, it } from 'vitest';
import { multiLineTextSchema } from '@shared/contracts/text';
import { fillMessage } from '@shared/i18n/fill-message';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { i18n } from './i18n';
import { translateMarked } from './marked-message';

/** A shared schema's message for a text over its limit, as zod gives it (filled in English). */
const tooLong = () => {
  const parsed = multiLineTextSchema('Notes', 5).safeParse('123456');
  return parsed.success ? '' : parsed.error.issues[0]!.message;
};

describe('translateMarked (docs/decisions/0026)', () => {
  it('leaves English as the schemas wrote it', () => {
    expect(tooLong()).toBe('Notes must be at most 5 characters');
    expect(translateMarked(tooLong())).toBe('Notes must be at most 5 characters');
    expect(translateMarked('Permit name is required')).toBe('Permit name is required');
  });

  it('says a marked message, and one filled with values, in the page language; other text as it is', () => {
    // The Spanish of these messages in src/locales/es.po, loaded as a screen's catalog would load them.
    i18n.loadAndActivate({
      locale: 'es',
      locales: [INTL_LOCALE.es],
      messages: {
        '{label} must be at most {max} characters': '{label} debe tener como máximo {max} caracteres',
        Notes: 'Notas',
        'Permit name is required': 'El nombre del permiso es obligatorio',
      },
    });
    expect(translateMarked(tooLong())).toBe('Notas debe tener como máximo 5 caracteres');
    expect(
      translateMarked(fillMessage('{label} must be at most {max} characters', { label: 'City', max: 9 })),
    ).toBe('City debe tener como máximo 9 caracteres');
    expect(translateMarked('Permit name is required')).toBe('El nombre del permiso es obligatorio');
    expect(translateMarked('Ese permiso no existe')).toBe('Ese permiso no existe');
  });
});
