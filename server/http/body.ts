import type { Context } from 'hono';
import { ProtocolError } from '../db/protocol';

export const DEFAULT_BODY_LIMIT_BYTES = 32 * 1024;

/** The rest of the body is never read, so the connection cannot be used again: say so. */
const tooLarge = (limit: number) =>
  new ProtocolError(413, `Request body too large: the limit is ${limit} bytes`, {
    Connection: 'close',
  });

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The request body as text, refused with 413 as soon as it passes `limit` bytes. */
export async function readBody(c: Context, limit: number): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > limit) throw tooLarge(limit);
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    // A lenient decode would store U+FFFD in place of the bytes the client sent.
    throw new ProtocolError(400, 'Invalid data: the body is not valid UTF-8');
  }
}

/** Parses a JSON body, answering Firebase's words when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProtocolError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}
