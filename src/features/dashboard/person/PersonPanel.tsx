/**
 * `/DC?view=person`: a person's own data on request (NDPA access, portability, erasure). Staff
 * type an e-mail address or phone number, see every record it finds in every type, Trash and
 * Spam, then export them as one JSON file or erase them everywhere after confirming what will go.
 * Loaded on its own (React.lazy) when the view is chosen.
 */
import { useIsAdmin } from '../ui/useStaff';
import { useId, useState, type FormEvent } from 'react';
import { dashboardTypes } from '../../../records/collections';
import { dashboardCopy, personCopy, statusLabels } from '../../../content/dashboard';
import { Icon } from '../../../components/ui/Icon';
import { useActionMessages } from '../ui/useActionMessages';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { usePendingFocus } from '../ui/usePendingFocus';
import { FieldList } from '../ui/FieldList';
import { shownFields } from '../ui/shownFields';
import { normaliseRecord } from '../ui/recordView';
import { ActionMessageLines } from '../ui/ViewMessages';
import type { FoundRecord } from './findPerson';
import { personQuery } from './personQuery';
import { usePersonData } from './usePersonData';
import buttons from '../ui/Buttons.module.css';
import cards from '../ui/Cards.module.css';
import toolbar from '../ui/Toolbar.module.css';
import inbox from '../ui/Inbox.module.css';
import { ViewSection } from '../ui/ViewSection';
import styles from './Person.module.css';

const typeLabel = (found: FoundRecord) =>
  dashboardTypes.find((type) => type.collection === found.collection)?.label ?? found.collection;

/** "Contact Form · Trash · -Nabc…: Ada Obi": one line of what an erasure removes. */
const eraseLine = (found: FoundRecord) =>
  `${personCopy.placeLine(typeLabel(found), personCopy.places[found.place], found.id)}: ${
    normaliseRecord(found.id, found.stored).name ?? dashboardCopy.noName
  }`;

function FoundRecordItem({ found }: { found: FoundRecord }) {
  const record = normaliseRecord(found.id, found.stored);
  return (
    <li className={styles.record}>
      <h3>{record.name ?? dashboardCopy.noName}</h3>
      <p className={inbox.muted}>
        {personCopy.placeLine(typeLabel(found), personCopy.places[found.place], found.id)}
      </p>
      <FieldList fields={shownFields(record)}>
        {found.place === 'records' ? (
          <div className={cards.field}>
            <dt>{personCopy.status}</dt>
            <dd>{statusLabels[record.status]}</dd>
          </div>
        ) : null}
        {record.notes.length ? (
          <div className={cards.field}>
            <dt>{personCopy.notes}</dt>
            <dd>
              <ul className={styles.notes}>
                {record.notes.map((note) => (
                  <li key={note.id}>{note.text}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </FieldList>
    </li>
  );
}

export default function PersonPanel() {
  const headingId = useId();
  const inputId = useId();
  const messages = useActionMessages();
  const person = usePersonData(messages);
  // Erasing is an admin's (decision 0034); every member may export.
  const isAdmin = useIsAdmin();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { result, busy } = person;
  // After the erase question: back to Erase everywhere (No, or a failure), else to the heading.
  const moveFocus = usePendingFocus();
  const eraseButtonId = `${inputId}-erase`;

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    const query = personQuery(typed);
    setInvalid(query === null);
    if (query) void person.find(query);
  };
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const found = result?.found ?? [];

  return (
    <ViewSection headingId={headingId} heading={personCopy.heading} intro={personCopy.intro}>
      <form
        className={`${toolbar.toolbar} ${styles.form}`}
        role="search"
        aria-labelledby={headingId}
        onSubmit={onFind}
      >
        <div className={toolbar.search}>
          <label htmlFor={inputId} className={toolbar.searchLabel}>
            {personCopy.label}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          />
          {invalid ? (
            <p id={errorId} className={styles.error}>
              {personCopy.invalid}
            </p>
          ) : null}
          <p id={hintId} className={styles.hint}>
            {personCopy.hint}
          </p>
        </div>
        <button
          type="submit"
          className={`${buttons.primaryButton} ${styles.find}`}
          aria-disabled={busy !== null}
        >
          {busy === 'finding' ? personCopy.finding : personCopy.find}
        </button>
      </form>
      <ActionMessageLines messages={messages} />
      <p className={styles.summary} role="status">
        {result
          ? found.length
            ? personCopy.found(found.length, result.query.text)
            : personCopy.none(result.query.text)
          : ''}
      </p>
      {result && found.length ? (
        <>
          <div className={toolbar.actions}>
            <button
              type="button"
              className={buttons.secondaryButton}
              aria-disabled={busy !== null}
              onClick={() => void person.exportAll()}
            >
              <Icon name="download" />
              {busy === 'exporting' ? personCopy.exporting : personCopy.exportJson}
            </button>
            {isAdmin ? (
              <button
                type="button"
                id={eraseButtonId}
                className={buttons.dangerButton}
                aria-disabled={busy !== null}
                onClick={person.askErase}
              >
                {personCopy.erase}
              </button>
            ) : null}
          </div>
          <ul className={styles.found} aria-label={personCopy.resultsLabel(result.query.text)}>
            {found.map((item) => (
              <FoundRecordItem key={`${item.place}/${item.collection}/${item.id}`} found={item} />
            ))}
          </ul>
        </>
      ) : null}
      {person.confirming && result ? (
        <ConfirmDialog
          title={personCopy.eraseTitle}
          message={personCopy.eraseMessage(found.length, result.query.text)}
          items={found.map(eraseLine)}
          confirmLabel={personCopy.eraseYes}
          cancelLabel={personCopy.eraseNo}
          busyLabel={personCopy.erasing}
          busy={busy === 'erasing'}
          onConfirm={() =>
            void person
              .confirmErase()
              .then((erased) => moveFocus(erased ? [headingId] : [eraseButtonId, headingId]))
          }
          onCancel={() => {
            person.cancelErase();
            moveFocus([eraseButtonId]);
          }}
        />
      ) : null}
    </ViewSection>
  );
}
