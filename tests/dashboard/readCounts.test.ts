/** countRecords: a collection's size from its keys only (`shallow=true`), with the staff token. */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { signIn, signOut } from '../../src/lib/auth';
import { countRecords } from '../../src/features/dashboard/api/readCounts';
import { DataError } from '../../src/lib/dataError';
import { server } from '../msw/server.support';

const seen: URL[] = [];

beforeEach(async () => {
  seen.length = 0;
  server.use(
    http.post(/accounts:signInWithPassword/, () =>
      HttpResponse.json({
        idToken: 'tok',
        email: 's@example.com',
        localId: 'u1',
        expiresIn: '3600',
      }),
    ),
  );
  await signIn('s@example.com', 'secret');
});
afterEach(() => signOut());

test('asks for the keys only and counts them', async () => {
  server.use(
    http.get('*/db/quoteForm.json', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json({ '-Na': true, '-Nb': true, '-Nc': true });
    }),
  );
  await expect(countRecords('quoteForm')).resolves.toBe(3);
  expect(seen[0]?.searchParams.get('shallow')).toBe('true');
  expect(seen[0]?.searchParams.get('auth')).toBe('tok');
});

test('an empty collection (null) counts as 0', async () => {
  server.use(http.get('*/db/training.json', () => HttpResponse.json(null)));
  await expect(countRecords('training')).resolves.toBe(0);
});

test('a refused token ends the session', async () => {
  server.use(
    http.get('*/db/training.json', () =>
      HttpResponse.json({ error: 'Auth token is expired' }, { status: 401 }),
    ),
  );
  const failure = countRecords('training');
  await expect(failure).rejects.toBeInstanceOf(DataError);
  await expect(failure).rejects.toMatchObject({ kind: 'session-expired' });
});

test('signed out, nothing is sent', async () => {
  signOut();
  await expect(countRecords('training')).rejects.toMatchObject({ kind: 'permission' });
  expect(seen).toEqual([]);
});
