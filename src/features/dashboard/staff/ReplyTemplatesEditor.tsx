/** An admin's reply templates, one per type: edited, saved with an audit line, or put back. */
import { useId, useState, type FormEvent } from 'react';
import { replyCopy } from '../../../content/replyTemplates';
import { dashboardTypes } from '../../../records/collections';
import { REPLY_SUBJECT_MAX, REPLY_TEXT_MAX } from '../../../records/lead';
import { replyTemplateSchema } from '../../../records/replyTemplates';
import { saveReplyTemplate } from '../api/replyChanges';
import { saveChanges } from '../api/saveChanges';
import { failureText } from '../ui/failures';
import type { ActionMessages } from '../ui/useActionMessages';
import { useReplyTemplates } from '../ui/useReplyTemplates';
import buttons from '../ui/Buttons.module.css';
import inbox from '../ui/Inbox.module.css';
import plain from '../ui/PlainForm.module.css';
import styles from './Staff.module.css';

export function ReplyTemplatesEditor({ messages }: { messages: ActionMessages }) {
  const headingId = useId();
  const ids = { type: useId(), subject: useId(), text: useId() };
  const { templates, reload } = useReplyTemplates();
  const [typeKey, setTypeKey] = useState<string>(dashboardTypes[0].key);
  const type = dashboardTypes.find((item) => item.key === typeKey) ?? dashboardTypes[0];
  const stored = templates[type.collection];
  const [draft, setDraft] = useState<{ subject?: string; text?: string }>({});
  const subject = draft.subject ?? stored.subject;
  const text = draft.text ?? stored.text;
  const [saving, setSaving] = useState(false);

  const save = async (template: { subject: string; text: string } | null) => {
    if (saving) return;
    messages.clear();
    const parsed = template ? replyTemplateSchema.safeParse(template) : null;
    if (parsed && !parsed.success) {
      return messages.fail(parsed.error.issues[0]?.message ?? replyCopy.templates.failed);
    }
    setSaving(true);
    try {
      await saveChanges(saveReplyTemplate(type.collection, parsed ? parsed.data : null));
      setDraft({});
      reload();
      messages.tell(replyCopy.templates.saved(type.label));
    } catch (error) {
      messages.fail(failureText(replyCopy.templates.failed, error));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ subject, text });
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {replyCopy.templates.view}
      </h3>
      <p className={inbox.muted}>{replyCopy.templates.intro}</p>
      <form className={plain.form} onSubmit={submit} noValidate>
        <label htmlFor={ids.type}>{replyCopy.templates.typeLabel}</label>
        <select
          id={ids.type}
          value={typeKey}
          onChange={(event) => {
            setTypeKey(event.target.value);
            setDraft({});
          }}
        >
          {dashboardTypes.map((item) => (
            <option key={item.key} value={item.key}>
              {item.label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.subject}>{replyCopy.subjectLabel}</label>
        <input
          id={ids.subject}
          value={subject}
          maxLength={REPLY_SUBJECT_MAX}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
        <label htmlFor={ids.text}>{replyCopy.textLabel}</label>
        <textarea
          id={ids.text}
          value={text}
          rows={8}
          maxLength={REPLY_TEXT_MAX}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        <div className={plain.actions}>
          <button type="submit" className={inbox.smallButton} aria-disabled={saving}>
            {replyCopy.templates.save}
          </button>
          {stored.custom ? (
            <button
              type="button"
              className={buttons.secondaryButton}
              onClick={() => void save(null)}
            >
              {replyCopy.templates.reset}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
