/**
 * One log line per request (decision 0045): its id, method, path, status and time. The id comes
 * from Hono's request-id middleware; an `X-Request-Id` the client sent is kept only behind a proxy
 * we trust (TRUST_PROXY), else anyone could write ids into our log. It is sent back either way.
 * A stream (the dashboard's live list) is logged when its answer starts.
 */
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from '../log';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function requestLog(logger: Logger, trustProxy: number): MiddlewareHandler[] {
  const ids = requestId({
    limitLength: 64,
    headerName: trustProxy > 0 ? REQUEST_ID_HEADER : '',
  });
  const log: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    const reqId = c.get('requestId') as string;
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, reqId);
    logger.request({
      reqId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
  return [ids, log];
}
