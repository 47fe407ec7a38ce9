/** The server's settings, read once from the environment (see .env.example). */
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_READINESS,
  DEFAULT_SIGN_IN_LIMIT,
  DEFAULT_TRASH_DAYS,
  type ServerOptions,
} from './app';
import { DEFAULT_RETENTION_MONTHS } from '../src/lib/retention';
import type { NotifySettings } from './notify/notifier';
import { DEFAULT_DIGEST_AFTER } from './notify/sender';
import { DEFAULT_BACKUP_FOLDER, DEFAULT_BACKUP_KEEP, type BackupSettings } from './db/backup';

const flagNumber = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? fallback : Number(value)))
    .pipe(z.number().int().nonnegative());

const schema = z.object({
  PORT: flagNumber(8080).pipe(z.number().max(65535)),
  HOST: z.string().optional(),
  DATABASE_FILE: z.string().default('data/site.db'),
  STATIC_DIR: z.string().default('dist'),
  AUTH_SECRET: z.string().optional(),
  STAFF_EMAIL: z.string().optional(),
  STAFF_PASSWORD: z.string().optional(),
  WRITE_LIMIT_PER_MINUTE: flagNumber(60),
  /** Sign-in attempts one client may make in ten minutes. */
  SIGN_IN_LIMIT_PER_10_MINUTES: flagNumber(DEFAULT_SIGN_IN_LIMIT.limit),
  BODY_LIMIT_BYTES: flagNumber(32 * 1024),
  TRUST_PROXY: flagNumber(0),
  DATABASE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /** Days a deleted lead stays in the trash (and spam is kept) before it is purged. */
  TRASH_DAYS: flagNumber(DEFAULT_TRASH_DAYS).pipe(z.number().min(1)),
  /** Months a lead is kept after it arrived; older leads are erased everywhere once a day. */
  RETENTION_MONTHS: flagNumber(DEFAULT_RETENTION_MONTHS).pipe(z.number().int().min(1)),
  /** E-mail notices of new leads: all three, or none (notices off). */
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://'),
  NOTIFY_TO: z.string().optional(),
  NOTIFY_FROM: z.string().optional(),
  NOTIFY_DIGEST_AFTER: flagNumber(DEFAULT_DIGEST_AFTER),
  /** /readyz: the outbox is stuck once a mail has waited this long. */
  READY_OUTBOX_MAX_AGE_MINUTES: flagNumber(DEFAULT_READINESS.outboxMaxAgeMs / 60_000).pipe(
    z.number().min(1),
  ),
  /** /readyz: the disk is full below this many MB free. */
  READY_MIN_FREE_MB: flagNumber(DEFAULT_READINESS.minFreeBytes / 2 ** 20),
  /** The public origin: links in the notices point at its /DC. */
  SITE_URL: z.string().default('http://localhost:8080'),
  /** Scheduled backups: the folder (default `backups` beside the database; `off` for none). */
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP_HOURLY: flagNumber(DEFAULT_BACKUP_KEEP.hourly),
  BACKUP_KEEP_DAILY: flagNumber(DEFAULT_BACKUP_KEEP.daily),
  BACKUP_KEEP_WEEKLY: flagNumber(DEFAULT_BACKUP_KEEP.weekly),
});

/** The backup folder and how many of each set to keep, or undefined when backups are off. */
function backupSettings(
  env: z.infer<typeof schema>,
  databaseFile: string,
): BackupSettings | undefined {
  const dir = env.BACKUP_DIR?.trim();
  if (dir === 'off' || (!dir && databaseFile === ':memory:')) return undefined;
  return {
    dir: dir ? resolve(dir) : join(dirname(databaseFile), DEFAULT_BACKUP_FOLDER),
    keep: {
      hourly: env.BACKUP_KEEP_HOURLY,
      daily: env.BACKUP_KEEP_DAILY,
      weekly: env.BACKUP_KEEP_WEEKLY,
    },
  };
}

const siteUrlOf = (env: z.infer<typeof schema>) => env.SITE_URL.replace(/\/+$/, '');

/** The notice settings, or undefined when SMTP_URL is not set. */
function notifySettings(env: z.infer<typeof schema>): NotifySettings | undefined {
  if (!env.SMTP_URL) return undefined;
  const to = (env.NOTIFY_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (to.length === 0)
    throw new Error('Invalid setting NOTIFY_TO: SMTP_URL needs at least one address');
  if (!env.NOTIFY_FROM)
    throw new Error('Invalid setting NOTIFY_FROM: SMTP_URL needs a sender address');
  return {
    smtpUrl: env.SMTP_URL,
    to,
    from: env.NOTIFY_FROM,
    dashboardUrl: siteUrlOf(env),
    digestAfter: env.NOTIFY_DIGEST_AFTER,
  };
}

export interface ServerConfig {
  port: number;
  host: string | undefined;
  /** SITE_URL without a trailing slash: the links the server and its CLI hand out. */
  siteUrl: string;
  options: ServerOptions;
}

export function readConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = schema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid setting ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  const env = parsed.data;
  const notify = notifySettings(env);
  const databaseFile =
    env.DATABASE_FILE === ':memory:' ? env.DATABASE_FILE : resolve(env.DATABASE_FILE);
  const backup = backupSettings(env, databaseFile);
  return {
    port: env.PORT,
    host: env.HOST || undefined,
    siteUrl: siteUrlOf(env),
    options: {
      databaseFile,
      staticDir: resolve(env.STATIC_DIR),
      ...(env.AUTH_SECRET && { authSecret: env.AUTH_SECRET }),
      staff: {
        ...(env.STAFF_EMAIL && { email: env.STAFF_EMAIL }),
        ...(env.STAFF_PASSWORD && { password: env.STAFF_PASSWORD }),
      },
      writeLimit: { limit: env.WRITE_LIMIT_PER_MINUTE, windowMs: 60_000 },
      signInLimit: { ...DEFAULT_SIGN_IN_LIMIT, limit: env.SIGN_IN_LIMIT_PER_10_MINUTES },
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      trustProxy: env.TRUST_PROXY,
      synchronous: env.DATABASE_SYNCHRONOUS,
      trashDays: env.TRASH_DAYS,
      retentionMonths: env.RETENTION_MONTHS,
      siteUrl: siteUrlOf(env),
      readiness: {
        outboxMaxAgeMs: env.READY_OUTBOX_MAX_AGE_MINUTES * 60_000,
        minFreeBytes: env.READY_MIN_FREE_MB * 2 ** 20,
      },
      ...(notify && { notify }),
      ...(backup && { backup }),
    },
  };
}

/** Loads `.env` from the working directory when there is one (values already set win). */
export function loadDotEnv(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
