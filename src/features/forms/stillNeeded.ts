/** The labels of the fields that fail their schema now, in form order ("Still needed: …"). */
import type { Collection } from '../../records/collections';
import { fieldSpecsOf, formSchemas } from '../../records/schemas';
import { formCopies, formStatusCopy } from '../../content/forms';

export function missingLabels(collection: Collection, values: Record<string, string>): string[] {
  const result = formSchemas[collection].safeParse(values);
  if (result.success) return [];
  return labelsOf(collection, new Set(result.error.issues.map((issue) => String(issue.path[0]))));
}

/** The labels of the fields named in `failing`, in form order. */
export function labelsOf(collection: Collection, failing: ReadonlySet<string>): string[] {
  const labels = formCopies[collection].fields as Record<string, { label: string }>;
  return fieldSpecsOf(collection)
    .filter(([name]) => failing.has(name))
    .map(([name]) => labels[name]!.label);
}

/** The line beside the disabled button: "Still needed: Full Name, Email". */
export const stillNeededText = (labels: readonly string[]) =>
  `${formStatusCopy.stillNeeded} ${labels.join(', ')}`;
