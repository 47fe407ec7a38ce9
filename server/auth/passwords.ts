/**
 * Staff passwords, stored as scrypt hashes: `scrypt$N$r$p$salt$hash` (base64url). Each hash
 * carries its cost, so a hash made at an older cost still verifies (and `needsRehash` says to
 * replace it at the next sign-in).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
/** Current guidance for scrypt: N=2^17, r=8, p=1 (128 MiB and a few hundred ms per hash). */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 };
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Hashes run a few at a time: each takes 128 MiB, and a burst of sign-ins must not multiply
 * that (the others wait their turn).
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        const maxmem = 256 * (cost.N ?? 1) * (cost.r ?? 1) + 16 * 1024 * 1024;
        scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made at less than today's cost (or in a scheme no longer used). */
export function needsRehash(stored: string): boolean {
  const [scheme, N, r, p] = stored.split('$');
  return (
    scheme !== 'scrypt' ||
    Number(N) < PASSWORD_COST.N ||
    Number(r) < PASSWORD_COST.r ||
    Number(p) < PASSWORD_COST.p
  );
}

/** A random password for a new account: 20 characters from a URL-safe alphabet. */
export const generatePassword = (): string => randomBytes(15).toString('base64url');

/**
 * A fixed hash to verify against when the e-mail is unknown, so both paths take as long. Made
 * when the server starts (`prepareTimingDummyHash`, before it listens), so the first unknown
 * e-mail is not the one sign-in that costs two hashes.
 */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('not a password'));
export const prepareTimingDummyHash = async (): Promise<void> => {
  await timingDummyHash();
};
