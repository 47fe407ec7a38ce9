/** Base MSW handlers: they describe success. Tests override them with server.use() for failures. */
import type { RequestHandler } from 'msw';

export const handlers: RequestHandler[] = [];
