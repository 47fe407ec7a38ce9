import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { IN_MEMORY } from '../db/sqlite';

export const MIN_SECRET_LENGTH = 32;

/** Where the generated token-signing secret is kept: beside the database file. */
export const secretFileFor = (databaseFile: string) => `${databaseFile}.secret`;

/**
 * The key that signs staff tokens: AUTH_SECRET when given, else the secret file
 * beside the database (created on first start, readable by the owner only), else
 * for an in-memory database a fresh random key.
 */
export function loadAuthSecret(databaseFile: string, authSecret?: string): Buffer {
  if (authSecret !== undefined && authSecret !== '') {
    if (authSecret.length < MIN_SECRET_LENGTH) {
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return Buffer.from(authSecret, 'utf8');
  }
  if (databaseFile === IN_MEMORY) return randomBytes(32);
  const file = secretFileFor(databaseFile);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_SECRET_LENGTH) return Buffer.from(existing, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return Buffer.from(secret, 'utf8');
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
    }
    throw error;
  }
}
