import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * How many passwords are hashed or checked at once. better-auth's scrypt (N 16384, r 16) takes 32 MiB and about
 * a core's tenth of a second for each; Node would run four at a time in libuv's pool, which also serves file
 * reads, DNS lookups and zlib. A burst of 50 sign-ins raised the server's peak RSS by some 150 MiB that way,
 * and on 2 cores four hashes at once finish no sooner than two (docs/decisions/0028).
 */
export const PASSWORD_HASHES_AT_ONCE = 2;

const hashing = pLimit(PASSWORD_HASHES_AT_ONCE);

/** better-auth's own hash and check, no more than `PASSWORD_HASHES_AT_ONCE` at a time; the rest wait in turn. */
export const passwordHashing = {
  hash: (password: string) => hashing(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => hashing(() => verifyPassword(data)),
};

/** The hashes running and waiting now. */
export const passwordHashesInFlight = () => ({ running: hashing.activeCount, waiting: hashing.pendingCount });
