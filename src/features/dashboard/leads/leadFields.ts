/**
 * A lead's lines as staff read them on its card, in its details and in the CSV file: its reference
 * first (what the visitor was given and reads out on the phone: src/records/reference.ts), then
 * its fields from the record catalogue. The reference is worked out from the key, never stored,
 * so it is added here rather than in the catalogue, whose lines are stored fields.
 */
import { referenceLabel } from '../../../content/dashboard';
import type { Collection } from '../../../records/collections';
import { viewFields } from '../../../records/fields';
import { referenceOf } from '../../../records/reference';
import type { RecordView } from '../ui/recordView';
import { shownFields, type ShownField } from '../ui/shownFields';

const REFERENCE_KEY = 'reference';

/** The order of a lead's lines (and of the CSV's columns): the reference, then the catalogue's. */
export const leadFieldOrder: readonly string[] = [
  REFERENCE_KEY,
  ...viewFields.map((field) => field.key),
];

export function leadFields(collection: Collection, record: RecordView): ShownField[] {
  const reference: ShownField = {
    key: REFERENCE_KEY,
    label: referenceLabel,
    value: referenceOf(collection, record.id),
    format: 'text',
  };
  return [reference, ...shownFields(record)];
}
