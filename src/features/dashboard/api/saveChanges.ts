/**
 * The dashboard's one way to write: a body from inboxChanges.ts as one multi-location update, so
 * the change and its audit entry are stored together or not at all.
 */
import { updateMany } from '../../../lib/db';
import type { Changes } from './inboxChanges';

export const saveChanges = (changes: Changes): Promise<void> => updateMany(changes);
