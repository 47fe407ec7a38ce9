/**
 * Preloaded (`node --import`) into a server a test starts: from its first line on, the process's
 * clock reads as if it had started at MOVED_CLOCK_TO (milliseconds since the epoch) and runs on at
 * the real pace. What a machine whose clock was moved would do; the server's code is unchanged.
 */
const offset = Number(process.env.MOVED_CLOCK_TO) - Date.now();
if (!Number.isFinite(offset)) throw new Error('MOVED_CLOCK_TO must be a time in milliseconds');

const RealDate = Date;
const now = () => RealDate.now() + offset;

class MovedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(now());
    else super(...args);
  }

  static now() {
    return now();
  }
}

globalThis.Date = MovedDate;
