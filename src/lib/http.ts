/**
 * The one HTTP client of the site, on the browser's `fetch` (decision 0044): the shared header on
 * every call, JSON in and out, a timeout. URLs are built here from the env's base URLs.
 */
import { env } from '../config/env';
import { HttpFailure, toDataError } from './dataError';

/** A call: a JSON body is sent as JSON; a string as it is, with the Content-Type given. */
export interface HttpRequest {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A body read as JSON when it is JSON, else as its text (an empty body is `undefined`). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request(config: HttpRequest): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [env.VITE_SHARED_HEADER_NAME]: env.VITE_SHARED_HEADER_VALUE,
    ...config.headers,
  };
  let body: string | undefined;
  if (typeof config.data === 'string') body = config.data;
  else if (config.data !== undefined) {
    body = JSON.stringify(config.data);
    headers['Content-Type'] ??= 'application/json';
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), env.VITE_REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(config.url, {
        method: config.method,
        headers,
        body,
        signal: timeout.signal,
      });
    } catch (error) {
      throw new HttpFailure(timeout.signal.aborted ? 'timeout' : 'network', undefined, error);
    }
    const data = await bodyOf(response).catch((error: unknown) => {
      throw new HttpFailure(timeout.signal.aborted ? 'timeout' : 'network', undefined, error);
    });
    if (!response.ok) {
      throw new HttpFailure('status', { status: response.status, data, headers: response.headers });
    }
    return data;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `base` + `/` + `path`, keeping a query string already in `base` (for Firebase
 * Auth, VITE_AUTH_URL may carry `?key=<web API key>`) and adding `params`.
 */
export function joinUrl(base: string, path: string, params: Record<string, string> = {}): string {
  const [basePath = '', baseQuery = ''] = base.split('?', 2);
  const query = new URLSearchParams(baseQuery);
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  const search = query.toString();
  return `${basePath.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

/** `<VITE_DATABASE_URL>/<a>/<b>.json?…`, each segment URL-encoded. */
export function databaseUrl(
  segments: readonly string[],
  params: Record<string, string> = {},
): string {
  return joinUrl(
    env.VITE_DATABASE_URL,
    `${segments.map(encodeURIComponent).join('/')}.json`,
    params,
  );
}

export function authUrl(endpoint: string): string {
  return joinUrl(env.VITE_AUTH_URL, endpoint);
}

/** Sends a request and answers its body; every failure becomes a DataError. */
export async function send<T>(config: HttpRequest): Promise<T> {
  try {
    return (await request(config)) as T;
  } catch (error) {
    throw toDataError(error);
  }
}
