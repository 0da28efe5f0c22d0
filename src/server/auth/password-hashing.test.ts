import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HASHES_AT_ONCE, passwordHashesInFlight, passwordHashing } from './password-hashing';

describe('password hashing', () => {
  it(`hashes and checks no more than ${PASSWORD_HASHES_AT_ONCE} passwords at once, the rest in turn`, async () => {
    const passwords = Array.from({ length: 6 }, (_, n) => `correct horse battery ${n}`);
    const hashing = passwords.map((password) => passwordHashing.hash(password));
    // p-limit starts a waiting task on a microtask: let it take its places.
    await Promise.resolve();
    expect(passwordHashesInFlight()).toEqual({ running: PASSWORD_HASHES_AT_ONCE, waiting: 4 });
    const hashes = await Promise.all(hashing);
    expect(passwordHashesInFlight()).toEqual({ running: 0, waiting: 0 });

    const checks = await Promise.all(
      hashes.flatMap((hash, n) => [
        passwordHashing.verify({ hash, password: passwords[n]! }),
        passwordHashing.verify({ hash, password: `${passwords[n]}!` }),
      ]),
    );
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
  });

  it("checks a password stored by better-auth's own hash, as every account made before has it", async () => {
    const stored = await hashPassword('an older password');
    expect(await passwordHashing.verify({ hash: stored, password: 'an older password' })).toBe(true);
    expect(await passwordHashing.verify({ hash: stored, password: 'another password' })).toBe(false);
  });
});
