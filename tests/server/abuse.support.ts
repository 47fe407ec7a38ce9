/** What the issue-21 tests send as an attacker would: many records at once, sign-ins from anywhere. */
import { createPushIdGenerator } from '../../src/lib/pushId';
import { STAFF_EMAIL, validRecords } from './support';

const contactRecord = validRecords().contactForm;
const nextPushId = createPushIdGenerator();

/** `count` new contact records keyed by push IDs of the sender's choosing, for one PATCH. */
export const manyRecords = (count: number, prefix = '') =>
  Object.fromEntries(
    Array.from({ length: count }, () => [`${prefix}${nextPushId()}`, contactRecord]),
  );

export { nextPushId };

/** How many children a stored value has. */
export const countOf = (value: unknown) =>
  value && typeof value === 'object' ? Object.keys(value).length : 0;

/** A staff sign-in with `password`, as if from the address `from` (behind TRUST_PROXY=1). */
export const signInFrom = (url: string, password: string, from = '203.0.113.1') =>
  fetch(`${url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ email: STAFF_EMAIL, password, returnSecureToken: true }),
  });
