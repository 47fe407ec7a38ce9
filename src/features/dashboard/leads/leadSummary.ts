/**
 * A lead's one-line summary in the compact list: what it is about, from the fields that matter
 * for its type (labels and option words from the record catalogue), e.g. "Web Development ·
 * Thu, 20 Mar 2025" for a booked session.
 */
import type { DashboardTypeKey } from '../../../records/collections';
import type { ViewFieldKey } from '../../../records/fields';
import { shownFields } from '../ui/shownFields';
import type { RecordView } from '../ui/recordView';

/** The fields of each type's summary, in order; the first of `contact` that is present wins. */
const summaryFields: Record<DashboardTypeKey, readonly ViewFieldKey[]> = {
  contact: ['subject'],
  quote: ['serviceType'],
  bookSession: ['course', 'sessionDate'],
  itHiring: ['developerType', 'projectType'],
  techTalent: ['jobRole'],
  training: ['course'],
};

const FIRST_WORDS = 12;

/** The first words of a message, "…" when there were more. */
export function firstWords(text: string, count = FIRST_WORDS): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

export function leadSummary(type: DashboardTypeKey, record: RecordView): string {
  const fields = shownFields(record);
  const valueOf = (key: string) => fields.find((field) => field.key === key)?.value;
  const parts = summaryFields[type].map(valueOf).filter((value): value is string => Boolean(value));
  if (parts.length > 0) return parts.join(' · ');
  // Nothing type-specific (a contact without a subject, an older record): the message's start.
  const message = valueOf('message') ?? valueOf('projectDetails');
  return message ? firstWords(message) : '';
}
