/**
 * Answering a lead from its card: an e-mail started from its type's template (the database's
 * backend sends it from the company's address, answers coming back to the member), the same text
 * opened in WhatsApp, or a WhatsApp message or call marked as done. Each is a history event; the
 * first answer moves a New lead to Contacted and records when it came.
 */
import { useId, useState, type FormEvent } from 'react';
import { replyCopy } from '../../../content/replyTemplates';
import { fillTemplate } from '../../../records/replyTemplates';
import { REPLY_SUBJECT_MAX, REPLY_TEXT_MAX } from '../../../records/lead';
import { saveChanges } from '../api/saveChanges';
import { recordAnswer } from '../api/teamChanges';
import { contactLinks } from '../ui/contactLinks';
import { failureText } from '../ui/failures';
import type { RecordView } from '../ui/recordView';
import { useReplyTemplates } from '../ui/useReplyTemplates';
import { useStaff } from '../ui/useStaff';
import type { LeadTools } from './leadTools';
import { replyValues } from './replyValues';
import buttons from '../ui/Buttons.module.css';
import styles from '../ui/Inbox.module.css';
import plain from '../ui/PlainForm.module.css';

export function ReplyComposer({ record, tools }: { record: RecordView; tools: LeadTools }) {
  const { type, list, messages } = tools;
  const { me } = useStaff();
  const { templates } = useReplyTemplates();
  const template = templates[type.collection];
  const values = replyValues(type.collection, record, me?.name ?? me?.email ?? '');
  const ids = { subject: useId(), text: useId() };
  // The template's words until the member changes them (templates load after the form opens).
  const [subject, setSubject] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const shownSubject = subject ?? fillTemplate(template.subject, values);
  const shownText = text ?? fillTemplate(template.text, values);
  const [saving, setSaving] = useState(false);
  const links = contactLinks(record);
  const email = links.find((link) => link.kind === 'email');
  const whatsApp = links.find((link) => link.kind === 'whatsapp');

  const answer = async (kind: 'email' | 'whatsapp' | 'call', done: string) => {
    if (saving) return;
    messages.clear();
    setSaving(true);
    const lead = {
      collection: type.collection,
      id: record.id,
      status: record.status,
      firstResponseAt: record.firstResponseAt,
    };
    const fields = kind === 'email' ? { subject: shownSubject.trim(), text: shownText.trim() } : {};
    const { changes, edit } = recordAnswer(lead, kind, fields);
    try {
      await saveChanges(changes);
      list.edit(record, edit);
      messages.tell(done);
    } catch (error) {
      messages.fail(failureText(replyCopy.failed, error));
    } finally {
      setSaving(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (email && shownSubject.trim() && shownText.trim()) {
      void answer('email', replyCopy.sent(email.target));
    }
  };

  return (
    <form className={plain.form} onSubmit={send} noValidate>
      {email ? <p className={styles.muted}>{replyCopy.from(email.target)}</p> : null}
      <label htmlFor={ids.subject}>{replyCopy.subjectLabel}</label>
      <input
        id={ids.subject}
        type="text"
        value={shownSubject}
        maxLength={REPLY_SUBJECT_MAX}
        onChange={(event) => setSubject(event.target.value)}
      />
      <label htmlFor={ids.text}>{replyCopy.textLabel}</label>
      <textarea
        id={ids.text}
        value={shownText}
        rows={8}
        maxLength={REPLY_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={plain.actions}>
        {email ? (
          <button type="submit" className={styles.smallButton} aria-disabled={saving}>
            {saving ? replyCopy.sending : replyCopy.send}
          </button>
        ) : (
          <p className={styles.muted}>{replyCopy.noEmail}</p>
        )}
        {whatsApp ? (
          <>
            <a
              className={buttons.secondaryButton}
              href={`${whatsApp.href}?text=${encodeURIComponent(shownText.trim())}`}
              target="_blank"
              rel="noreferrer"
            >
              {replyCopy.whatsApp}
            </a>
            <button
              type="button"
              className={buttons.secondaryButton}
              onClick={() => void answer('whatsapp', replyCopy.marked)}
            >
              {replyCopy.whatsAppDone}
            </button>
          </>
        ) : null}
        {links.some((link) => link.kind === 'call') ? (
          <button
            type="button"
            className={buttons.secondaryButton}
            onClick={() => void answer('call', replyCopy.marked)}
          >
            {replyCopy.callDone}
          </button>
        ) : null}
      </div>
    </form>
  );
}
