/**
 * The one error the data client throws: a message a person can read, and a kind
 * the screens can branch on. Nothing is swallowed; every failure becomes one.
 */

export type DataErrorKind =
  | 'offline'
  | 'unreachable'
  | 'timeout'
  | 'invalid'
  | 'permission'
  | 'session-expired'
  | 'sign-in'
  | 'not-found'
  | 'too-large'
  | 'rate-limited'
  | 'server'
  | 'unexpected';

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';
export const UNREACHABLE_MESSAGE =
  'We could not reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const SIGNED_OUT_MESSAGE = 'Please sign in as staff to see this.';

export class DataError extends Error {
  override readonly name = 'DataError';

  constructor(
    message: string,
    readonly kind: DataErrorKind,
    readonly details: {
      status?: number;
      /** For a refused record: the field the server named ("email"), and why. */
      field?: string;
      fieldMessage?: string;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get field(): string | undefined {
    return this.details.field;
  }
}

/** What a call that did not answer 2xx threw (lib/http.ts): the answer it had, or why it had none. */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure';

  constructor(
    readonly reason: 'status' | 'timeout' | 'network',
    readonly response?: { status: number; data: unknown; headers: Headers },
    cause?: unknown,
  ) {
    super(
      response ? `HTTP ${response.status}` : reason,
      cause === undefined ? undefined : { cause },
    );
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The text of a Firebase-style error body: `{"error": "..."}` or `{"error": {"message": "..."}}`. */
export function serverErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: unknown };
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return undefined;
}

const FIELD_MESSAGE = /^([A-Za-z][\w.]*): (.+)$/;

/** Turns anything a request threw into a DataError. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (!(error instanceof HttpFailure)) {
    return new DataError('Something went wrong. Please try again.', 'unexpected', { cause: error });
  }
  if (error.reason === 'timeout') {
    return new DataError(TIMEOUT_MESSAGE, 'timeout', { cause: error });
  }
  const response = error.response;
  if (!response) {
    return isOffline()
      ? new DataError(OFFLINE_MESSAGE, 'offline', { cause: error })
      : new DataError(UNREACHABLE_MESSAGE, 'unreachable', { cause: error });
  }
  const status = response.status;
  const text = serverErrorText(response.data);
  if (status >= 500) {
    return new DataError(
      `The server had a problem (error ${status}). Please try again in a moment.`,
      'server',
      { status, cause: error },
    );
  }
  if (
    status === 401 &&
    (text === 'Auth token is expired' || text === 'Could not parse auth token.')
  ) {
    return new DataError(SESSION_EXPIRED_MESSAGE, 'session-expired', { status, cause: error });
  }
  const message = text ?? `The request was refused (error ${status}).`;
  switch (status) {
    case 400: {
      const match = text ? FIELD_MESSAGE.exec(text) : null;
      return new DataError(message, 'invalid', {
        status,
        cause: error,
        ...(match && { field: match[1], fieldMessage: match[2] }),
      });
    }
    case 401:
    case 403:
      return new DataError(message, 'permission', { status, cause: error });
    case 404:
      return new DataError(message, 'not-found', { status, cause: error });
    case 413:
      return new DataError(message, 'too-large', { status, cause: error });
    case 429: {
      const retryAfter = Number(response.headers.get('retry-after'));
      return new DataError(
        text ?? 'Too many requests. Please wait a minute and try again.',
        'rate-limited',
        { status, cause: error, ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }) },
      );
    }
    default:
      return new DataError(message, 'invalid', { status, cause: error });
  }
}
