/**
 * The server's log: one JSON line per event through pino (decision 0045), so a log collector can
 * read it, with errors' stacks. Everything in server/ logs through `Logger`; tests pass `false`
 * (silent) or a logger of their own.
 */
import { pino, type DestinationStream } from 'pino';

/** One answered request (`path` without its query: a query can carry `auth=` tokens). */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** `context`: fields that tie the line to its cause, such as the request's id. */
  error(message: string, error?: unknown, context?: Record<string, unknown>): void;
  request(line: RequestLine): void;
}

/** JSON lines to `destination` (standard output, synchronously, by default). */
export function jsonLogger(destination?: DestinationStream): Logger {
  const log = pino({}, destination ?? pino.destination({ dest: 1, sync: true }));
  return {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
    error: (message, error, context) =>
      log.error({ ...context, ...(error !== undefined && { err: error }) }, message),
    request: (line) => log.info(line, 'request'),
  };
}

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  request: () => undefined,
};
