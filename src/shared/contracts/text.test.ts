import { describe, expect, it } from 'vitest';
import {
  multiLineTextSchema,
  optionalWebUrlSchema,
  singleLineTextSchema,
  withoutControlCharacters,
} from './text';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('single-line text', () => {
  const name = singleLineTextSchema('Name', 10);

  it('takes printable text of any script, trimmed, up to its length', () => {
    expect(name.parse('  Köln – 東京 ')).toBe('Köln – 東京');
    expect(name.parse('\tTaco\n')).toBe('Taco');
    expect(name.parse('a'.repeat(10))).toBe('a'.repeat(10));
    expect(messages(name.safeParse('a'.repeat(11)))).toEqual(['Name must be at most 10 characters']);
  });

  it('refuses control, direction and line-separator characters inside', () => {
    for (const character of ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(messages(name.safeParse(`a${character}b`))).toEqual([
        'Name must not contain control characters',
      ]);
    }
    for (const character of ['\u202a', '\u202e', '\u2066', '\u2069', '\u2028', '\u2029']) {
      expect(messages(name.safeParse(`a${character}b`))).toEqual([
        'Name must not contain control characters',
      ]);
    }
    // The marks that right-to-left prose uses are no override.
    expect(name.safeParse('a\u200fb').success).toBe(true);
  });
});

describe('multi-line text', () => {
  const notes = multiLineTextSchema('Notes', 100);

  it('keeps line breaks and tabs and refuses every other control or direction character', () => {
    expect(notes.parse('one\ntwo\r\nthree\tfour')).toBe('one\ntwo\r\nthree\tfour');
    for (const character of [
      '\u0000',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u202e',
      '\u2067',
    ]) {
      expect(messages(notes.safeParse(`a${character}b`))).toEqual([
        'Notes must not contain control characters',
      ]);
    }
  });
});

describe('web URLs', () => {
  const link = optionalWebUrlSchema('The link');

  it('takes an http(s) URL or nothing', () => {
    expect(link.parse('')).toBe('');
    expect(link.parse(' https://example.gov/renew?a=1 ')).toBe('https://example.gov/renew?a=1');
    expect(messages(link.safeParse('not a link'))).toEqual(['Please enter a valid URL']);
    expect(messages(link.safeParse('javascript:alert(1)'))).toEqual(['Please enter a valid URL']);
    expect(messages(link.safeParse(`https://example.gov/${'a'.repeat(2048)}`))).toEqual([
      'The link is too long',
    ]);
  });

  it('refuses any whitespace, control or direction character inside, which URL.canParse lets through', () => {
    for (const character of [' ', '\t', '\n', '\r', '\u0000', '\u00a0', '\u2028', '\u202e']) {
      const value = `https://example.gov/a${character}ATTACH:x`;
      expect(URL.canParse(value)).toBe(true);
      expect(messages(link.safeParse(value))).toEqual([
        'The link must not contain spaces or control characters',
      ]);
    }
  });
});

describe('withoutControlCharacters', () => {
  it('drops control and direction characters and marks, and keeps the rest', () => {
    expect(withoutControlCharacters('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutControlCharacters('\u2067a\u2069\u200e\u200f\u061c\u0000\t\n\u0085b')).toBe('ab');
    expect(withoutControlCharacters('Genehmigung – Köln')).toBe('Genehmigung – Köln');
  });
});
