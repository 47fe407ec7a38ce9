/**
 * Staff passwords, stored as scrypt hashes: `scrypt$N$r$p$salt$hash` (base64url). Each hash
 * carries its cost, so a hash made at an older cost still verifies (and `needsRehash` says to
 * replace it at the next sign-in).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
/** Current guidance for scrypt: N=2^17, r=8, p=1 (128 MiB and a few hundred ms per hash). */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 };
/** What a scrypt hash costs; only tests of other things ask for less than PASSWORD_COST. */
export type PasswordCost = Readonly<typeof PASSWORD_COST>;
/** The shortest staff password (src/records/staff.ts: the dashboard's forms say the same). */
export { MIN_PASSWORD_LENGTH } from '../../src/records/staff';

/**
 * Hashes run a few at a time: each takes 128 MiB, and a burst of sign-ins must not multiply
 * that. The others wait their turn in a short queue, and a sign-in that finds it full is refused
 * at once (`HashesBusy`, answered 503) rather than waiting minutes behind a flood (decision 0025).
 * A sign-in from a device the account knows has its own lane, served first, and a place that
 * other sign-ins never take: a flood of guesses keeps one core busy at most, and the staff
 * member's own check never waits behind one. Hashes of staff tools are never refused.
 */
export interface HashLimits {
  /** Hashes at once. */
  running: number;
  /** Of those, places only known devices and staff tools may take. */
  keptForKnownDevices: number;
  /** Sign-ins waiting for a turn. */
  waiting: number;
  /** Sign-ins from a known device waiting for a turn (they go first). */
  knownDeviceWaiting: number;
}
export const HASH_LIMITS: Readonly<HashLimits> = {
  running: 2,
  keptForKnownDevices: 1,
  waiting: 4,
  knownDeviceWaiting: 4,
};

/** Who a hash is for: a sign-in, a sign-in from a known device, or a staff tool. */
export type HashLane = 'sign-in' | 'known-device' | 'staff-tool';

export class HashesBusy extends Error {
  constructor() {
    super('Too many password checks waiting');
  }
}

/** Who goes next when a hash ends. */
const SERVED_FIRST: readonly HashLane[] = ['known-device', 'staff-tool', 'sign-in'];

/** Runs work a few at a time, in lanes: a full lane refuses more at once (HashesBusy). */
export class HashQueue {
  private running = 0;
  private readonly waiting: Record<HashLane, (() => void)[]> = {
    'known-device': [],
    'staff-tool': [],
    'sign-in': [],
  };
  private readonly bound: Readonly<Record<HashLane, number>>;
  private readonly places: Readonly<Record<HashLane, number>>;

  constructor(limits: Readonly<HashLimits> = HASH_LIMITS) {
    this.bound = {
      'known-device': limits.knownDeviceWaiting,
      'staff-tool': Infinity,
      'sign-in': limits.waiting,
    };
    this.places = {
      'known-device': limits.running,
      'staff-tool': limits.running,
      'sign-in': Math.max(1, limits.running - limits.keptForKnownDevices),
    };
  }

  async run<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    const queue = this.waiting[lane];
    if (queue.length === 0 && this.running < this.places[lane]) {
      this.running += 1;
    } else {
      if (queue.length >= this.bound[lane]) throw new HashesBusy();
      // Started by a hash that ends (`running` then counts this one already).
      await new Promise<void>((start) => queue.push(start));
    }
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.startWaiting();
    }
  }

  /** Starts what waits, known devices first, while there are places for it. */
  private startWaiting(): void {
    for (const lane of SERVED_FIRST) {
      const queue = this.waiting[lane];
      while (queue.length > 0 && this.running < this.places[lane]) {
        this.running += 1;
        queue.shift()?.();
      }
    }
  }
}

const hashes = new HashQueue();

function derive(
  password: string,
  salt: Buffer,
  cost: ScryptOptions,
  lane: HashLane,
): Promise<Buffer> {
  return hashes.run(
    lane,
    () =>
      new Promise((resolve, reject) => {
        const maxmem = 256 * (cost.N ?? 1) * (cost.r ?? 1) + 16 * 1024 * 1024;
        scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, 'staff-tool');
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made from; throws HashesBusy when the lane is full. */
export async function verifyPassword(
  password: string,
  stored: string,
  lane: HashLane = 'staff-tool',
): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    {
      N: Number(N),
      r: Number(r),
      p: Number(p),
    },
    lane,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made at less than `cost` (today's by default), or in a scheme no longer used. */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_COST): boolean {
  const [scheme, N, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(N) < cost.N || Number(r) < cost.r || Number(p) < cost.p;
}

/** A random password for a new account: 20 characters from a URL-safe alphabet. */
export const generatePassword = (): string => randomBytes(15).toString('base64url');

/**
 * A fixed hash (one per cost) to verify against when the e-mail is unknown, so both paths take
 * as long. Made when the server starts (`prepareTimingDummyHash`, before it listens), so the first
 * unknown e-mail is not the one sign-in that costs two hashes.
 */
const dummyHashes = new Map<string, Promise<string>>();
export function timingDummyHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) dummyHashes.set(key, (hash = hashPassword('not a password', cost)));
  return hash;
}
export const prepareTimingDummyHash = async (cost?: PasswordCost): Promise<void> => {
  await timingDummyHash(cost);
};
