/**
 * Where every function runs (index.ts sets it for all of them): a database trigger must run in
 * its database's region, so this is the Realtime Database's location (Firebase console,
 * Realtime Database: a URL ending `<region>.firebasedatabase.app`; one ending `firebaseio.com`
 * is us-central1). A module of its own, since index.ts exports only functions.
 */
import { defineString, select } from 'firebase-functions/params';

/** The Realtime Database's locations; the default is the one firebase.json's rewrite names. */
export const DATABASE_REGIONS = ['us-central1', 'europe-west1', 'asia-southeast1'] as const;

export const DATABASE_REGION = defineString('DATABASE_REGION', {
  default: DATABASE_REGIONS[0],
  description: "The Realtime Database's region: every function runs there",
  input: select([...DATABASE_REGIONS]),
});
