/**
 * Push IDs, made the way Firebase makes them: by server/ for every new record, and by the
 * dashboard for the audit entries of its multi-location updates (Firebase's REST API makes no
 * IDs inside a PATCH, so its own client SDKs make them too).
 */

/** A random digit 0–63 (256 is a multiple of 64, so every digit is equally likely). */
const randomDigit = (): number => {
  const byte = new Uint8Array(1);
  globalThis.crypto.getRandomValues(byte);
  return (byte[0] ?? 0) & 63;
};

/** The 64 characters of a push ID, in ASCII order, so IDs sort as text in time order. */
export const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
export const PUSH_ID_PATTERN = /^[-0-9A-Za-z_]{20}$/;

/**
 * Firebase's push ID algorithm: 8 characters of milliseconds since the epoch, then
 * 12 random characters. Within one millisecond the random part is incremented
 * instead of redrawn, so IDs from one generator are strictly increasing. If the
 * clock steps back, the last time is kept (Firebase's own client would go back).
 */
export function createPushIdGenerator(clock: () => number = Date.now) {
  let lastTime = -1;
  const lastRandom: number[] = new Array<number>(12).fill(0);

  return function nextPushId(): string {
    let now = clock();
    if (now <= lastTime) {
      now = lastTime;
      let index = 11;
      while (index >= 0 && lastRandom[index] === 63) {
        lastRandom[index] = 0;
        index -= 1;
      }
      if (index < 0) {
        // 64^12 IDs in one millisecond: move to the next millisecond instead.
        now = lastTime + 1;
        for (let i = 0; i < 12; i += 1) lastRandom[i] = randomDigit();
      } else {
        lastRandom[index] = (lastRandom[index] ?? 0) + 1;
      }
    } else {
      for (let i = 0; i < 12; i += 1) lastRandom[i] = randomDigit();
    }
    lastTime = now;

    let time = '';
    let remaining = now;
    for (let i = 0; i < 8; i += 1) {
      time = PUSH_CHARS.charAt(remaining % 64) + time;
      remaining = Math.floor(remaining / 64);
    }
    return time + lastRandom.map((digit) => PUSH_CHARS.charAt(digit)).join('');
  };
}

/** The creation time encoded in a push ID, in ms since the epoch. */
export function pushIdTime(id: string): number {
  let time = 0;
  for (const char of id.slice(0, 8)) time = time * 64 + PUSH_CHARS.indexOf(char);
  return time;
}
