/** "Your session booking: Cyber Security · Sat, 5 Dec 2026 · 10:00 WAT": what a receipt says was sent. */
import type { Collection } from '../../../records/collections';
import { choicesOf } from '../../../records/choices';
import { formCopies } from '../../../content/forms';

export function sentSummary(collection: Collection, values: Readonly<Record<string, unknown>>) {
  const choices = choicesOf(collection, values).map((choice) => choice.text);
  const { sentAs } = formCopies[collection];
  return choices.length > 0 ? `${sentAs}: ${choices.join(' · ')}` : sentAs;
}
