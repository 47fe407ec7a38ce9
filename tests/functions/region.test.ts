/**
 * Every function runs where the Realtime Database is (a database trigger must): the region comes
 * from the DATABASE_REGION parameter set at deploy, and Hosting's rewrite to `acceptInvitation`
 * names the same region by default.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as functions from '../../functions/src/index';
import { DATABASE_REGION } from '../../functions/src/region';

interface Rewrite {
  source: string;
  function?: { functionId: string; region: string };
}

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { rewrites?: Rewrite[] };
};

describe('the functions’ region', () => {
  it('is the DATABASE_REGION parameter for every function', () => {
    const elsewhere = Object.entries(functions).filter(
      // The endpoint holds the parameter itself (its type says a list of names).
      ([, trigger]) => (trigger.__endpoint.region as unknown) !== DATABASE_REGION,
    );
    expect(Object.keys(functions).length).toBeGreaterThan(20);
    expect(elsewhere.map(([name]) => name)).toEqual([]);
    // What the deploy resolves from the parameter's value.
    expect(DATABASE_REGION.toCEL()).toBe('{{ params.DATABASE_REGION }}');
  });

  it('is the one firebase.json rewrites acceptInvitation to, unless the operator sets another', () => {
    const rewrites = (firebaseJson.hosting.rewrites ?? []).filter((rewrite) => rewrite.function);
    expect(rewrites.map((rewrite) => rewrite.function)).toEqual([
      { functionId: 'acceptInvitation', region: DATABASE_REGION.options.default },
    ]);
  });
});
