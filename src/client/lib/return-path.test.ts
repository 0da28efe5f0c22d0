import { describe, expect, it } from 'vitest';
import { confirmedCallback, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/signup/pro/trial')).toBe('/signup/pro/trial');
    expect(safeReturnPath('/permit-setup?edit=42')).toBe('/permit-setup?edit=42');
  });

  it('refuses anything that could leave the site or loop back to /auth', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/auth',
      '/auth?confirmed=1',
      '/dash\nboard',
      42,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('confirmedCallback', () => {
  it('lands on /auth with the confirmed notice, carrying where to go next', () => {
    expect(confirmedCallback(null)).toBe('/auth?confirmed=1');
    expect(confirmedCallback('/signup/pro/trial')).toBe('/auth?confirmed=1&next=%2Fsignup%2Fpro%2Ftrial');
  });
});
