import { describe, expect, it } from 'vitest';
import { idSchema, MAX_ID_LENGTH } from './ids';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the id schema', () => {
  it('takes the ids we make', () => {
    expect(idSchema().parse('Zx3f9QkV2mLw8RtY')).toBe('Zx3f9QkV2mLw8RtY');
    expect(idSchema('No such permit', 'uuid').parse('0b9e6b1c-3a2f-4c55-9d3e-2f1a6c7b8d90')).toBe(
      '0b9e6b1c-3a2f-4c55-9d3e-2f1a6c7b8d90',
    );
    expect(idSchema('No such page', /^\d+$/).parse('42')).toBe('42');
  });

  it('refuses whitespace and any control, format or direction character, and says so alone', () => {
    for (const character of ['\u0000', '\t', '\n', ' ', '\u007f', '\u0085', '\u200b', '\u202e', '\u2066']) {
      for (const schema of [idSchema(), idSchema('No such permit', 'uuid'), idSchema('x', /^.+$/)]) {
        expect(messages(schema.safeParse(`ab${character}c`)), JSON.stringify(character)).toEqual([
          'An id must not contain spaces or control characters',
        ]);
      }
    }
  });

  it('answers an id of the wrong shape with its own message', () => {
    expect(messages(idSchema('No such permit', 'uuid').safeParse('not-a-uuid'))).toEqual(['No such permit']);
    expect(messages(idSchema('No such page', /^\d+$/).safeParse('x'))).toEqual(['No such page']);
    expect(messages(idSchema('No such permit').safeParse(''))).toEqual(['No such permit']);
    expect(messages(idSchema('No such permit').safeParse('a'.repeat(MAX_ID_LENGTH + 1)))).toEqual([
      'No such permit',
    ]);
  });
});
