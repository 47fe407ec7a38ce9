/**
 * Every function runs where the Realtime Database is (a database trigger must): the region comes
 * from the DATABASE_REGION parameter set at deploy (firebaseFiles.test.ts: Hosting's rewrite to
 * `acceptInvitation` names its default).
 */
import { describe, expect, it } from 'vitest';
import * as functions from '../../functions/src/index';
import { DATABASE_REGION } from '../../functions/src/region';

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
});
