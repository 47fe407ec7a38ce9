/** `GET /notify/v1/status?auth=<staff ID token>`: the outbox's state and the alerts in force, for the dashboard. */
import type { Hono } from 'hono';
import type { AuthService } from '../auth/service';
import { errorResponse } from '../db/databaseRoutes';
import { isStaff } from '../db/policy';
import { permissionDenied, ProtocolError } from '../db/protocol';
import type { LeadNotifier } from './notifier';
import type { ActiveAlert } from '../../src/lib/serverAlerts';

export function mountNotifyStatus(
  app: Hono,
  options: {
    prefix: string;
    auth: AuthService;
    notifier: LeadNotifier;
    /** The alerts in force (server/notify/alerts.ts). */
    alerts: () => ActiveAlert[];
  },
): void {
  app.get(`${options.prefix}/status`, (c) => {
    try {
      const { who } = options.auth.identify(c.req.query('auth') ?? null);
      if (!isStaff(who)) throw permissionDenied();
      const status = { ...options.notifier.status(), alerts: options.alerts() };
      return c.json(status, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      if (error instanceof ProtocolError) return errorResponse(c, error);
      throw error;
    }
  });
}
