/**
 * The e-mail a member of staff starts a reply from, one per type (`replyTemplates/{collection}`):
 * admins edit them in /DC; until they do, the words in src/content/replyTemplates.ts. Their
 * placeholders are filled from the lead and the member writing.
 */
import { z } from './zod';
import { REPLY_SUBJECT_MAX, REPLY_TEXT_MAX } from './lead';

export const REPLY_TEMPLATES_ROOT = 'replyTemplates';

const text = (max: number, empty: string) =>
  z
    .string({ error: empty })
    .check(
      z.trim(),
      z.minLength(1, { error: empty, abort: true }),
      z.maxLength(max, { error: `At most ${max} characters` }),
    );

export const replyTemplateSchema = z.strictObject({
  subject: text(REPLY_SUBJECT_MAX, 'Enter a subject'),
  text: text(REPLY_TEXT_MAX, 'Enter a message'),
});
export type ReplyTemplate = z.output<typeof replyTemplateSchema>;

/** The placeholders a template may hold, each written `{name}`. */
export const placeholders = ['firstName', 'course', 'reference', 'staffName'] as const;
export type Placeholder = (typeof placeholders)[number];

/** `template` with each `{placeholder}` replaced (one left empty where the lead has no value). */
export function fillTemplate(
  template: string,
  values: Readonly<Partial<Record<Placeholder, string>>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (placeholders as readonly string[]).includes(name)
      ? (values[name as Placeholder] ?? '')
      : whole,
  );
}
