/**
 * The site server: the built pages at `/`, the database at `/db`, staff sign-in at
 * `/auth/v1`, on one port. `createServer` builds it; `listen` starts it (port 0 in
 * tests picks a free one); `close` stops accepting, finishes what is in flight,
 * ends live streams and closes the database.
 */
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import type { Server, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { paths } from '../src/config/paths';
import { AccountStore, ensureStaffAccount, type StaffBootstrap } from './auth/accounts';
import { prepareTimingDummyHash, type PasswordCost } from './auth/passwords';
import { DEFAULT_ACCOUNT_CHECK_MS, endRevokedStreams } from './auth/revokedStreams';
import { mountAuth } from './auth/authRoutes';
import { loadAuthSecret } from './auth/secret';
import { AuthService, DEFAULT_TOKEN_TTL_SECONDS } from './auth/service';
import { ensureStaffEntries, removeAccountsLeftWithoutEntry, roleOf } from './auth/staffEntries';
import type { StaffRole } from '../src/records/staff';
import { Invitations, type SendInvitation } from './auth/invitations';
import { invitationLink, invitationMail } from '../src/lib/staffMail';
import { invitationMailCopy } from '../src/content/staffMail';
import { enqueueEventMails, MorningMails } from './notify/staffMails';

const DEFAULT_SITE_URL = 'http://localhost:8080';
/** How often the server looks whether the morning mail (08:00 Lagos time) is due. */
const DEFAULT_MORNING_CHECK_MS = 60_000;
import { DEFAULT_SIGN_IN_DELAY, SignInDelays, type SignInDelayRule } from './auth/signInDelay';
import { SignInUnlocks } from './auth/unlocks';
import { createPushIdGenerator } from '../src/lib/pushId';
import { DerivedViews } from './db/derivedViews';
import type { PathAccess } from './db/access';
import { mountDatabase } from './db/databaseRoutes';
import { createNotifier, type NotifySettings } from './notify/notifier';
import { mountNotifyStatus } from './notify/notifyStatusRoutes';
import {
  AlertMonitor,
  backupFailed,
  DEFAULT_ALERT_CHECK_MS,
  diskFull,
  noticesFailing,
  type AlertCheck,
} from './notify/alerts';
import { diskSpace, type DiskSpace } from './db/diskSpace';
import { mountHealth } from './http/health';
import { requestLog } from './http/requestLog';
import { DAY_MS, purgeExpired } from './db/purgeExpired';
import { applyRetention } from './db/applyRetention';
import { DEFAULT_RETENTION_MONTHS } from '../src/lib/retention';
import { IN_MEMORY, openDatabase, type Synchronous } from './db/sqlite';
import { BackupSchedule, type BackupSettings } from './db/backup';
import { holdDatabase } from './db/serverLock';
import { TreeStore } from './db/store';
import { DEFAULT_KEEP_ALIVE_MS, StreamHub } from './db/stream';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './db/streamLimits';
import { DEFAULT_BODY_LIMIT_BYTES } from './http/body';
import { clientAddress } from './http/clientIp';
import { RateLimiter, type RateLimit } from './http/rateLimit';
import {
  cameOverHttps,
  cors,
  noStore,
  securityHeaders,
  strictTransportSecurity,
} from './http/security';
import { mountSite } from './http/static';
import { jsonLogger, silentLogger, type Logger } from './log';

export const DATABASE_PREFIX = '/db';
export const AUTH_PREFIX = '/auth/v1';
export const NOTIFY_PREFIX = '/notify/v1';

/** Generous for people (a form is sent once), low enough to stop a flood. */
export const DEFAULT_WRITE_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 };
export const DEFAULT_SIGN_IN_LIMIT: RateLimit = { limit: 20, windowMs: 10 * 60_000 };
/** /readyz: a mail waiting 15 minutes means the outbox is stuck; under 100 MB free, the disk is full. */
export const DEFAULT_READINESS = { outboxMaxAgeMs: 15 * 60_000, minFreeBytes: 100 * 2 ** 20 };
export { DEFAULT_TRASH_DAYS } from '../src/lib/purge';
import { DEFAULT_TRASH_DAYS } from '../src/lib/purge';

export interface ServerOptions {
  /** SQLite file (created with its folder), or ':memory:'. */
  databaseFile: string;
  /** The built site; null serves no pages (404 for every page). */
  staticDir?: string | null;
  /** Token-signing key; by default generated and kept beside the database. */
  authSecret?: string;
  /** STAFF_EMAIL / STAFF_PASSWORD: make sure this staff account exists. */
  staff?: { email?: string; password?: string } | false;
  tokenTtlSeconds?: number;
  /** The clock tokens are issued and checked by: a test moves it instead of waiting. */
  authClock?: () => number;
  /** How often to look for password changes and removals made by another process (the CLI). */
  accountCheckMs?: number;
  keepAliveMs?: number;
  /** What one stream may queue for a slow reader, and how many streams an account may hold. */
  streamLimits?: StreamLimits;
  writeLimit?: RateLimit;
  signInLimit?: RateLimit;
  /** The growing delay after repeated wrong passwords for one account. */
  signInDelay?: SignInDelayRule;
  /** The clock of the sign-in limits and delays (tests move it instead of waiting). */
  signInClock?: () => number;
  bodyLimitBytes?: number;
  /** Reverse proxies in front (X-Forwarded-For hops to trust). */
  trustProxy?: number;
  synchronous?: Synchronous;
  /** Trash and spam older than this many days are purged at startup and once a day. */
  trashDays?: number;
  /** Leads received more than this many months ago are erased at startup and once a day. */
  retentionMonths?: number;
  /** E-mail notices of new leads (SMTP_URL…); without them notices are off. */
  notify?: NotifySettings;
  /** Defaults to the console; false is silent (tests). */
  logger?: Logger | false;
  /** How long `close` waits for requests in flight before cutting connections. */
  shutdownGraceMs?: number;
  /** The clock the morning mail to staff goes by (a test moves it instead of waiting). */
  morningClock?: () => number;
  /** How often to look whether the morning mail is due. */
  morningCheckMs?: number;
  /** Where the site is served (SITE_URL): the links mail to staff holds. */
  siteUrl?: string;
  /** The clock the alerts to staff go by (a test moves it instead of waiting). */
  alertClock?: () => number;
  /** How often the alerts' checks run. */
  alertCheckMs?: number;
  /** A disk's space: statfs unless a test stands in for a full disk. */
  diskSpace?: (path: string) => DiskSpace;
  /** When /readyz calls the outbox stuck and the disk full (READY_… settings). */
  readiness?: { outboxMaxAgeMs: number; minFreeBytes: number };
  /** The clock /readyz goes by. */
  readyClock?: () => number;
  /** Who may read and write each path: server/db/access.ts unless a test of the dialect widens it. */
  access?: PathAccess;
  /**
   * An account's role: from its `staff/{uid}` entry (decision 0034) unless a test of the dialect,
   * which reads and writes the whole tree, fixes it (the tree then holds no entries).
   */
  staffRole?: (uid: string) => StaffRole | null;
  /**
   * What a password hash costs: PASSWORD_COST unless a test that is not about passwords asks for
   * a cheaper one. Never read from the environment (server/config.ts), so never lowered in use.
   */
  passwordCost?: PasswordCost;
  /** Scheduled backups (BACKUP_DIR, BACKUP_KEEP_*); without them none are taken. */
  backup?: BackupSettings;
  /** The clock the backup schedule goes by (a test moves it), and how often it looks. */
  backupClock?: () => number;
  backupCheckMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface SiteServer {
  app: Hono;
  store: TreeStore;
  accounts: AccountStore;
  auth: AuthService;
  hub: StreamHub;
  staff: StaffBootstrap | null;
  /** The alerts to staff: `run(now)` checks at once (tests), `active()` what is in force. */
  alerts: AlertMonitor;
  /** The backup schedule and its status (last success and failure), when backups are on. */
  backups: BackupSchedule | null;
  listen(port?: number, hostname?: string): Promise<RunningServer>;
  /** Closes the database (listen's close does this too). */
  close(): Promise<void>;
}

/** Runs `task` now and then every `everyMs`, logging a failure instead of throwing; the timer. */
function repeatLogged(
  task: () => void,
  everyMs: number,
  failure: string,
  logger: Logger,
): NodeJS.Timeout {
  const run = () => {
    try {
      task();
    } catch (error) {
      logger.error(failure, error);
    }
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return timer;
}

export async function createServer(options: ServerOptions): Promise<SiteServer> {
  const logger = options.logger === false ? silentLogger : (options.logger ?? jsonLogger());
  const db = openDatabase(options.databaseFile, { synchronous: options.synchronous ?? 'FULL' });
  let releaseDatabase: () => void;
  try {
    releaseDatabase = holdDatabase(options.databaseFile); // db:restore refuses while held
  } catch (error) {
    db.close();
    throw error;
  }
  const store = new TreeStore(db);
  const accounts = new AccountStore(db, options.passwordCost);
  const auth = new AuthService(
    accounts,
    loadAuthSecret(options.databaseFile, options.authSecret),
    options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    options.authClock,
    options.staffRole ?? ((uid) => roleOf(store, uid)),
  );
  const staff =
    options.staff === false ? null : await ensureStaffAccount(accounts, options.staff ?? {});
  if (!options.staffRole) ensureStaffEntries(store, accounts);
  // Before the server listens, so the first unknown e-mail costs one hash like any other.
  await prepareTimingDummyHash(options.passwordCost);
  const hub = new StreamHub(
    store,
    options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
    options.streamLimits ?? DEFAULT_STREAM_LIMITS,
  );
  const stopWatchingAccounts = endRevokedStreams(
    accounts,
    auth,
    hub,
    options.accountCheckMs ?? DEFAULT_ACCOUNT_CHECK_MS,
  );
  const nextPushId = createPushIdGenerator();
  const notifier = createNotifier(db, options.notify, logger);
  const invitations = new Invitations(db, store, accounts, options.authClock);
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  const sendInvitation: SendInvitation = (invitation, id, token) => {
    const link = invitationLink(siteUrl, id, token);
    const queued = notifier.enqueueMail(
      `invitation/${id}`,
      invitationMail(invitation, link, invitationMailCopy),
    );
    // Without mail the admin who runs the server hands the link on.
    if (!queued) logger.info(`Mail is off: ${invitation.email} can set a password at ${link}`);
    return queued;
  };

  // The disk holding the database (an in-memory database has none to watch).
  const databaseFolder = options.databaseFile === IN_MEMORY ? null : dirname(options.databaseFile);
  const backups = options.backup
    ? new BackupSchedule(db, options.databaseFile, options.backup, logger, options.backupClock)
    : null;
  backups?.start(options.backupCheckMs);

  const space = options.diskSpace ?? diskSpace;
  const alertChecks: AlertCheck[] = [noticesFailing(notifier)];
  if (databaseFolder !== null) alertChecks.push(diskFull(databaseFolder, space));
  if (backups) alertChecks.push(backupFailed(() => backups.status()));
  const alerts = new AlertMonitor(db, {
    checks: alertChecks,
    notifier,
    store,
    fallbackTo: options.notify?.to ?? [],
    siteUrl,
    logger,
  });
  const alertClock = options.alertClock ?? Date.now;
  const alertCheck = repeatLogged(
    () => alerts.run(alertClock()),
    options.alertCheckMs ?? DEFAULT_ALERT_CHECK_MS,
    'Checking for alerts to staff failed',
    logger,
  );

  const morningMails = new MorningMails(db, store, notifier, siteUrl);
  const morningClock = options.morningClock ?? Date.now;
  // The first run is now: a run missed while the server was down goes at once.
  const morningCheck = repeatLogged(
    () => morningMails.runIfDue(morningClock()),
    options.morningCheckMs ?? DEFAULT_MORNING_CHECK_MS,
    'Queuing the morning mail to staff failed',
    logger,
  );

  const housekeeping = () => {
    const now = Date.now();
    const paths = [
      ...purgeExpired(store, {
        now,
        trashDays: options.trashDays ?? DEFAULT_TRASH_DAYS,
        nextPushId,
      }),
      ...applyRetention(store, {
        now,
        months: options.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
        nextRunAt: now + DAY_MS,
        nextPushId,
      }),
    ];
    for (const path of paths) hub.notify({ kind: 'put', path });
  };
  housekeeping();
  const dailyPurge = setInterval(() => {
    try {
      housekeeping();
    } catch (error) {
      logger.error('Purging trash and spam or erasing leads past retention failed', error);
    }
  }, DAY_MS);
  dailyPurge.unref();
  const trustProxy = options.trustProxy ?? 0;
  const clientOf = (c: Context) => clientAddress(c, trustProxy);
  const signInClock = options.signInClock ?? Date.now;

  const app = new Hono();
  app.use('*', ...requestLog(logger, trustProxy));
  app.onError((error, c) => {
    logger.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error, {
      reqId: c.get('requestId') as string,
    });
    return c.json({ error: 'Internal server error' }, 500);
  });
  app.use('*', securityHeaders());
  app.use('*', strictTransportSecurity(trustProxy));
  app.use(`${DATABASE_PREFIX}/*`, cors());
  app.use(`${AUTH_PREFIX}/*`, cors());
  app.use(`${DATABASE_PREFIX}/*`, noStore());
  app.use(`${AUTH_PREFIX}/*`, noStore());
  app.use(`${NOTIFY_PREFIX}/*`, cors());

  mountDatabase(app, {
    prefix: DATABASE_PREFIX,
    store,
    hub,
    auth,
    writeLimiter: new RateLimiter(options.writeLimit ?? DEFAULT_WRITE_LIMIT),
    bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
    clientOf,
    nextPushId,
    notifier,
    derived: new DerivedViews(db),
    ...(options.access && { access: options.access }),
    ...(!options.staffRole && {
      afterApply: (operations) => {
        removeAccountsLeftWithoutEntry(store, accounts, operations);
        const invited = invitations.afterWrite(operations, sendInvitation);
        return enqueueEventMails(store, operations, notifier, siteUrl, logger) || invited;
      },
    }),
  });
  mountNotifyStatus(app, {
    prefix: NOTIFY_PREFIX,
    auth,
    notifier,
    alerts: () => alerts.active(),
  });
  mountAuth(app, {
    prefix: AUTH_PREFIX,
    auth,
    signInLimiter: new RateLimiter(options.signInLimit ?? DEFAULT_SIGN_IN_LIMIT, signInClock),
    signInDelays: new SignInDelays(options.signInDelay ?? DEFAULT_SIGN_IN_DELAY, signInClock),
    signInUnlocks: new SignInUnlocks(db),
    clientOf,
    overHttps: (c) => cameOverHttps(c, trustProxy),
    invitations,
    announce: (changed) => {
      for (const path of changed) hub.notify({ kind: 'put', path });
    },
  });

  mountHealth(app, {
    db,
    oldestWaitingAt: () => notifier.oldestWaitingAt(),
    freeBytes: () => (databaseFolder === null ? null : space(databaseFolder).freeBytes),
    ...(options.readiness ?? DEFAULT_READINESS),
    ...(options.readyClock && { clock: options.readyClock }),
  });

  mountSite(app, {
    dir: options.staticDir ?? null,
    routes: new Set<string>(Object.values(paths)),
  });
  app.all('*', (c) => c.json({ error: 'Not found' }, 404));

  let dbClosed = false;
  const closeDatabase = async () => {
    if (dbClosed) return;
    dbClosed = true;
    stopWatchingAccounts();
    clearInterval(dailyPurge);
    clearInterval(morningCheck);
    clearInterval(alertCheck);
    await notifier.close();
    await backups?.stop();
    db.close();
    releaseDatabase();
  };

  function listen(port = 0, hostname?: string): Promise<RunningServer> {
    return new Promise((resolve, reject) => {
      const server = serve({ fetch: app.fetch, port, ...(hostname && { hostname }) }) as Server;
      // Responses not yet fully sent (streams and file downloads included).
      let active = 0;
      let idle: (() => void) | undefined;
      server.on('request', (_request, response: ServerResponse) => {
        active += 1;
        response.once('close', () => {
          active -= 1;
          if (active === 0) idle?.();
        });
      });
      server.once('error', reject);
      server.once('listening', () => {
        const actual = (server.address() as AddressInfo).port;
        let closing: Promise<void> | undefined;
        const grace = options.shutdownGraceMs ?? 10_000;
        const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());
        resolve({
          url: `http://localhost:${actual}`,
          port: actual,
          close: () =>
            (closing ??= (async () => {
              // Stop accepting; idle keep-alive connections close now.
              const stopped = new Promise<void>((done) => server.close(() => done()));
              hub.closeAll();
              if (active > 0)
                await Promise.race([new Promise<void>((done) => (idle = done)), wait(grace)]);
              // Connections whose last response just finished are idle now.
              server.closeIdleConnections();
              await Promise.race([stopped, wait(1000)]);
              server.closeAllConnections();
              await stopped;
              await closeDatabase();
            })()),
        });
      });
    });
  }

  return { app, store, accounts, auth, hub, staff, alerts, backups, listen, close: closeDatabase };
}
