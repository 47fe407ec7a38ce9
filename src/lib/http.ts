/**
 * The one HTTP client of the site: the shared header on every call, JSON in and
 * out, a timeout. URLs are built here from the env's base URLs.
 */
import axios, { type AxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import { toDataError } from './dataError';

export const http = axios.create({
  timeout: env.VITE_REQUEST_TIMEOUT_MS,
  headers: {
    Accept: 'application/json',
    [env.VITE_SHARED_HEADER_NAME]: env.VITE_SHARED_HEADER_VALUE,
  },
});

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
export async function send<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await http.request<T>(config);
    return response.data;
  } catch (error) {
    throw toDataError(error);
  }
}
