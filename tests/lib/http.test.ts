/** URLs for both backends: server/ (relative) and Firebase (absolute, the Auth URL with ?key=). */
import { describe, expect, it } from 'vitest';
import { joinUrl } from '../../src/lib/http';

describe('joinUrl', () => {
  it('joins a base and a path with one slash', () => {
    expect(joinUrl('/db', 'contactForm.json')).toBe('/db/contactForm.json');
    expect(joinUrl('https://x.firebaseio.com/', '/a/b.json')).toBe(
      'https://x.firebaseio.com/a/b.json',
    );
  });

  it('keeps a query string of the base (Firebase Auth wants ?key=) and adds parameters', () => {
    expect(
      joinUrl('https://identitytoolkit.googleapis.com/v1?key=ABC', 'accounts:signInWithPassword'),
    ).toBe('https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=ABC');
    expect(joinUrl('/db', 'c.json', { auth: 't', orderBy: '"$key"' })).toBe(
      '/db/c.json?auth=t&orderBy=%22%24key%22',
    );
  });
});
