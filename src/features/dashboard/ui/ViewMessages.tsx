import { dashboardCopy } from '../../../content/dashboard';
import type { ActionMessages } from './useActionMessages';
import { Alert } from './Alert';
import styles from './Messages.module.css';

/** What the last action said: its notice (announced politely) or its failure. */
export function ActionMessageLines({ messages }: { messages: ActionMessages }) {
  return (
    <>
      {messages.notice ? (
        <p className={styles.notice} role="status">
          {messages.notice}
        </p>
      ) : null}
      {messages.error ? <Alert message={messages.error} /> : null}
    </>
  );
}

interface ViewMessagesProps {
  messages: ActionMessages;
  loadError: string | null;
  onRetry: () => void;
}

/** What a Trash, Spam or Audit view says: its last action's result, or why it could not load. */
export function ViewMessages({ messages, loadError, onRetry }: ViewMessagesProps) {
  return (
    <>
      <ActionMessageLines messages={messages} />
      {loadError ? (
        <Alert message={loadError} action={{ label: dashboardCopy.retry, onClick: onRetry }} />
      ) : null}
    </>
  );
}
