// @vitest-environment node
/**
 * Issue 21, point 3: throttling that an attacker cannot spread over many addresses nor turn
 * against staff. Each test failed on the code before the fix (decision 0007).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HASH_LIMITS,
  HashesBusy,
  HashQueue,
  PASSWORD_COST,
  type HashLane,
} from '../../server/auth/passwords';
import { SignInDelays } from '../../server/auth/signInDelay';
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startTestServer,
  validRecords,
  type TestServer,
} from './support';
import { countOf, signInFrom } from './abuse.support';

const records = validRecords();

describe('3. staff actions do not share the visitors’ write bucket', () => {
  it('lets staff delete while the address is over the visitors’ limit', async () => {
    const server = await startTestServer({ writeLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const auth = await server.staffToken();
      const ids: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const response = await server.request('POST', '/contactForm', records.contactForm);
        ids.push(((await response.json()) as { name: string }).name);
      }
      expect((await server.request('POST', '/contactForm', records.contactForm)).status).toBe(429);
      const deleted = await server.request('DELETE', `/contactForm/${ids[0]}`, undefined, { auth });
      expect(deleted.status).toBe(200);
      expect(countOf(server.site.store.get(['contactForm']))).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('3. sign-in failures are limited per account, with a growing delay', () => {
  it('makes guesses from many addresses wait, then lets the right password in', async () => {
    // A controlled clock: a slow hash under load must not let the delay run out unseen.
    let now = Date.now();
    const server = await startTestServer({
      trustProxy: 1,
      signInDelay: { freeFailures: 2, baseMs: 1500, maxMs: 10_000, forgetMs: 60_000 },
      signInClock: () => now,
    });
    try {
      // Two wrong passwords, each from another address (the per-address limit never sees them).
      expect((await signInFrom(server.url, 'wrong one', '203.0.113.1')).status).toBe(400);
      expect((await signInFrom(server.url, 'wrong two', '203.0.113.2')).status).toBe(400);
      // The account waits now, whoever asks and whatever the password.
      const waiting = await signInFrom(server.url, STAFF_PASSWORD, '203.0.113.3');
      expect(waiting.status).toBe(429);
      expect(((await waiting.json()) as { error: { message: string } }).error.message).toBe(
        'TOO_MANY_ATTEMPTS_TRY_LATER',
      );
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Not a lockout: once the delay is over the right password signs in.
      now += 1600;
      expect((await signInFrom(server.url, STAFF_PASSWORD, '203.0.113.4')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('doubles the delay with each further failure, up to its cap, and forgets it after a success', () => {
    let now = 0;
    const delays = new SignInDelays(
      { freeFailures: 2, baseMs: 1000, maxMs: 4000, forgetMs: 60_000 },
      () => now,
    );
    const email = 'Staff@Example.com';
    const failOnce = () => {
      expect(delays.begin(email)).toBe(0);
      delays.end(email, null, 'wrong');
    };
    failOnce();
    failOnce();
    expect(delays.begin('staff@example.com')).toBe(1000);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      now += delays.begin(email);
      failOnce();
      waits.push(delays.begin(email));
    }
    expect(waits).toEqual([2000, 4000, 4000, 4000]);
    now += 4000;
    expect(delays.begin(email)).toBe(0);
    // Attempts meanwhile wait for the next turn: one check per delay.
    expect(delays.begin(email)).toBeGreaterThan(0);
    delays.end(email, null, 'right');
    expect(delays.begin(email)).toBe(0);
  });
});

/**
 * Issue 33, point 3: the per-account delay could be raced (every guess in flight passed before
 * the first failure was counted) and turned into a lock-out of the real staff member. Each test
 * failed on the code before the fix; the clock is the test's, so no test sleeps through a delay.
 */
const controlledClock = () => {
  let now = Date.now();
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

/** A browser's cookie jar for one site: what Set-Cookie answers, sent back as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** A sign-in as `email` from `from` (behind TRUST_PROXY=1), with the browser's cookies if any. */
const signInAs = (url: string, email: string, password: string, from: string, cookie = '') =>
  fetch(`${url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...(cookie && { Cookie: cookie }),
    },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });

const statusesOf = (answers: Response[]) => answers.map((answer) => answer.status);
const howMany = (statuses: number[], status: number) =>
  statuses.filter((each) => each === status).length;

/** An hour-long delay after two failures: nothing here waits it out unless the test says so. */
const slowDelay = { freeFailures: 2, baseMs: 60_000, maxMs: 60 * 60_000, forgetMs: 24 * 3_600_000 };

/** A server behind one proxy (TRUST_PROXY=1) with that delay, on a clock the test moves. */
const startWithClock = (time: ReturnType<typeof controlledClock>, options = {}) =>
  startTestServer({ trustProxy: 1, signInDelay: slowDelay, signInClock: time.now, ...options });
/** Production's hash cost, for tests of what may happen while hashes are still running. */
const slowHashes = { passwordCost: PASSWORD_COST };

describe('33.3 sign-in attempts are counted when they start, not when their hash ends', () => {
  it('checks no more concurrent guesses than the free failures, and refuses the rest at once', async () => {
    const time = controlledClock();
    const server = await startWithClock(time, slowHashes);
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          signInAs(server.url, STAFF_EMAIL, `guess ${index}`, `203.0.113.${index + 1}`),
        ),
      );
      const statuses = statusesOf(answers);
      expect(howMany(statuses, 400)).toBe(2);
      expect(howMany(statuses, 429)).toBe(6);
      for (const answer of answers.filter((each) => each.status === 429)) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await server.close();
    }
  });

  it('counts a pending attempt toward the delay, and clears it when it ends unchecked', () => {
    const time = controlledClock();
    const delays = new SignInDelays(slowDelay, time.now);
    expect(delays.begin(STAFF_EMAIL)).toBe(0);
    expect(delays.begin(STAFF_EMAIL)).toBe(0);
    // Two in flight: a third waits, though neither has failed yet.
    expect(delays.begin(STAFF_EMAIL)).toBe(60_000);
    delays.end(STAFF_EMAIL, null, 'unchecked');
    delays.end(STAFF_EMAIL, null, 'wrong');
    time.advance(60_000);
    expect(delays.begin(STAFF_EMAIL)).toBe(0);
    delays.end(STAFF_EMAIL, null, 'right');
    expect(delays.begin(STAFF_EMAIL)).toBe(0);
  });
});

describe('33.3 the password hashing queue is bounded', () => {
  it('refuses a sign-in at once when its lane is full; a known device never waits behind one', async () => {
    const queue = new HashQueue(HASH_LIMITS);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const hash = (lane: HashLane, name: string) =>
      queue
        .run(lane, () => {
          started.push(name);
          return new Promise<void>((done) => finish.set(name, done));
        })
        .then(
          () => 'checked',
          (error: unknown) => (error instanceof HashesBusy ? 'busy' : 'error'),
        );
    const end = async (name: string) => {
      await expect.poll(() => finish.has(name)).toBe(true);
      finish.get(name)!();
    };
    // Sign-ins take one place (the other is kept); four wait; the next two are refused at once.
    const signIns = HASH_LIMITS.running - HASH_LIMITS.keptForKnownDevices + HASH_LIMITS.waiting;
    const answers = Array.from({ length: signIns + 2 }, (_, index) => hash('sign-in', `s${index}`));
    expect(await Promise.all(answers.slice(signIns))).toEqual(['busy', 'busy']);
    expect(started).toEqual(['s0']);
    // The known device starts at once in the kept place; a second one waits, ahead of sign-ins.
    const usual = [hash('known-device', 'usual'), hash('known-device', 'usual again')];
    expect(started).toEqual(['s0', 'usual']);
    await end('s0');
    await expect.poll(() => started).toEqual(['s0', 'usual', 'usual again']);
    await end('usual');
    await end('usual again');
    for (let index = 1; index < signIns; index += 1) await end(`s${index}`);
    expect(await Promise.all(usual)).toEqual(['checked', 'checked']);
    expect(await Promise.all(answers.slice(0, signIns))).toEqual(Array(signIns).fill('checked'));
    const waited = Array.from({ length: signIns - 1 }, (_, index) => `s${index + 1}`);
    expect(started).toEqual(['s0', 'usual', 'usual again', ...waited]);
  });
});

describe('33.3 the real staff member gets in during an attack from rotating addresses', () => {
  const time = controlledClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startWithClock(time);
  });
  afterAll(() => server.close());
  /** The usual browser's cookies, once the first test has signed in from it. */
  let usualDevice = '';

  const attack = (count: number, email = STAFF_EMAIL) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        signInAs(server.url, email, `guess ${index}`, `203.0.113.${(index % 250) + 1}`),
      ),
    );

  it('lets the right password in from the account’s usual device while strangers wait', async () => {
    const usual = await signInAs(server.url, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.7');
    expect(usual.status).toBe(200);
    const device = cookiesOf(usual);
    expect(device).not.toBe('');
    usualDevice = device;
    for (const setCookie of usual.headers.getSetCookie()) {
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).toMatch(/Path=\/auth\/v1/i);
    }
    // Firebase's answer, unchanged.
    expect(await usual.json()).toMatchObject({ email: STAFF_EMAIL, registered: true });

    expect(howMany(statusesOf(await attack(6)), 429)).toBeGreaterThanOrEqual(4);
    // A browser the account never signed in from waits like the attacker...
    expect((await signInAs(server.url, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.8')).status).toBe(
      429,
    );
    // ...the usual one does not, over and over while the attack goes on.
    for (let round = 0; round < 3; round += 1) {
      await attack(4);
      const again = await signInAs(server.url, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.7', device);
      expect(again.status).toBe(200);
    }
  });

  it('does not take a tampered device cookie or another account’s as the usual device', async () => {
    await server.site.accounts.create('second@example.com', 'second password');
    const other = await signInAs(server.url, 'second@example.com', 'second password', '1.2.3.4');
    expect(other.status).toBe(200);
    await attack(4);
    const [name, value = ''] = usualDevice.split('=');
    const otherValue = cookiesOf(other).split('=')[1] ?? '';
    const [payload = '', signature = ''] = value.split('.');
    const flipped = `${payload.slice(0, -2)}${payload.at(-2) === 'A' ? 'B' : 'A'}${payload.at(-1)}`;
    for (const forged of [
      `${name}=${otherValue}`, // another account's device, under this account's name
      `${name}=${flipped}.${signature}`, // a payload changed after signing
      `${name}=${payload}.${signature.slice(1)}`, // a signature cut short
      cookiesOf(other), // only another account's cookie
    ]) {
      const answer = await signInAs(server.url, STAFF_EMAIL, STAFF_PASSWORD, '1.2.3.4', forged);
      expect(answer.status).toBe(429);
    }
  });

  it('counts wrong passwords from the usual device on their own, with the same delay', async () => {
    const fresh = await startWithClock(time);
    try {
      const first = await signInAs(fresh.url, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.7');
      const device = cookiesOf(first);
      const fromDevice = (password: string) =>
        signInAs(fresh.url, STAFF_EMAIL, password, '198.51.100.7', device);
      expect((await fromDevice('typo one')).status).toBe(400);
      expect((await fromDevice('typo two')).status).toBe(400);
      expect((await fromDevice(STAFF_PASSWORD)).status).toBe(429);
      // Not a lock-out: after the delay the right password gets in.
      time.advance(60_000);
      expect((await fromDevice(STAFF_PASSWORD)).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('answers beyond the bounded hashing queue at once with 503 and Retry-After, and still serves the usual device', async () => {
    const fresh = await startTestServer({ trustProxy: 1, signInClock: time.now, ...slowHashes });
    try {
      const device = cookiesOf(
        await signInAs(fresh.url, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.7'),
      );
      // Each unknown e-mail has its own free failures: only the bounded queue limits these.
      const flood = Array.from({ length: 24 }, (_, index) =>
        signInAs(fresh.url, `nobody${index}@example.com`, 'guess', `203.0.113.${index + 1}`),
      );
      const staff = signInAs(fresh.url, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.7', device);
      const answers = await Promise.all(flood);
      const statuses = statusesOf(answers);
      expect(howMany(statuses, 503)).toBeGreaterThan(0);
      expect(howMany(statuses, 400) + howMany(statuses, 503)).toBe(answers.length);
      for (const answer of answers.filter((each) => each.status === 503)) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      expect((await staff).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('33.3 npm run staff -- unlock <email>', () => {
  it('clears the account’s delay, and prints a link that makes a new browser a known device', async () => {
    const time = controlledClock();
    const server = await startWithClock(time);
    try {
      const guess = (from: string) => signInAs(server.url, STAFF_EMAIL, 'a guess', from);
      for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await guess(from);
      const newDevice = (cookie = '') =>
        signInAs(server.url, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.8', cookie);
      expect((await newDevice()).status).toBe(429);
      const cli = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/cli/staff.ts', 'unlock', STAFF_EMAIL],
        {
          env: {
            ...process.env,
            DATABASE_FILE: join(server.dir, 'site.db'),
            SITE_URL: 'https://www.example.com/',
          },
          encoding: 'utf8',
        },
      );
      expect(cli.stderr).toBe('');
      expect(cli.stdout).toContain(`Unlocked sign-in for ${STAFF_EMAIL}`);
      expect((await newDevice()).status).toBe(200);

      // The attack goes on: a browser never used before waits again...
      for (const from of ['203.0.113.4', '203.0.113.5', '203.0.113.6']) await guess(from);
      expect((await newDevice()).status).toBe(429);
      // ...until it opens the printed link, which makes it a known device of the account.
      const link = /https:\/\/www\.example\.com(\/auth\/v1\/device\?pass=\S+)/.exec(
        cli.stdout,
      )?.[1];
      expect(link).toBeDefined();
      const opened = await fetch(`${server.url}${link}`, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('/DC');
      expect((await newDevice(cookiesOf(opened))).status).toBe(200);
      // A made-up or altered pass is refused, and makes nothing known.
      const forged = await fetch(`${server.url}${link}x`, { redirect: 'manual' });
      expect(forged.status).toBe(400);
      expect(forged.headers.getSetCookie()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
