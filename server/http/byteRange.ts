export interface ByteRange {
  start: number;
  /** Inclusive, as in Content-Range. */
  end: number;
}

/**
 * One `Range: bytes=…` of a file of `size` bytes: `start-end`, `start-` or the last `-n` bytes.
 * null means "send the whole file" (no header, or one this server does not do, such as several
 * ranges); 'unsatisfiable' is answered 416.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || !(match[1] || match[2])) return null;
  let start: number;
  let end = size - 1;
  if (match[1]) {
    start = Number(match[1]);
    if (match[2]) end = Math.min(Number(match[2]), size - 1);
  } else {
    start = Math.max(0, size - Number(match[2]));
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
