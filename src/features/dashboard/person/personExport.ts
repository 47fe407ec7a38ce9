/**
 * A person's records as one JSON file (NDPA portability): what was found, exactly as stored,
 * each with its type, where it was kept and its ID, in a shape any program can read.
 */
import { dashboardTypes } from '../../../records/collections';
import type { FoundRecord } from './findPerson';
import type { PersonQuery } from './personQuery';
import { downloadText } from '../../../lib/download';

export interface PersonExport {
  exportedAt: string;
  /** The e-mail address or phone number asked for. */
  request: string;
  records: {
    type: string;
    collection: string;
    place: FoundRecord['place'];
    id: string;
    record: unknown;
  }[];
}

export function personExport(
  query: PersonQuery,
  found: readonly FoundRecord[],
  now: Date,
): PersonExport {
  return {
    exportedAt: now.toISOString(),
    request: query.text,
    records: found.map(({ place, collection, id, stored }) => ({
      type: dashboardTypes.find((type) => type.collection === collection)?.label ?? collection,
      collection,
      place,
      id,
      record: stored,
    })),
  };
}

/** "person-ada-example-com-2026-11-25.json": letters and digits of the request only. */
export const exportFileName = (query: PersonQuery, day: string): string =>
  `person-${query.text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${day}.json`;

export const downloadJson = (fileName: string, value: unknown): void =>
  downloadText(fileName, `${JSON.stringify(value, null, 2)}\n`, 'application/json');
