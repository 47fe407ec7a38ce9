/** What a reply template's placeholders say for one lead and the member writing. */
import type { Collection } from '../../../records/collections';
import { optionLabel } from '../../../records/options';
import { referenceOf } from '../../../records/reference';
import type { Placeholder } from '../../../records/replyTemplates';
import type { RecordView } from '../ui/recordView';

export function replyValues(
  collection: Collection,
  record: RecordView,
  staffName: string,
): Record<Placeholder, string> {
  const course = record.stored.course;
  return {
    firstName: record.name?.trim().split(/\s+/)[0] ?? '',
    course: typeof course === 'string' ? optionLabel(course) : '',
    reference: referenceOf(collection, record.id),
    staffName,
  };
}
