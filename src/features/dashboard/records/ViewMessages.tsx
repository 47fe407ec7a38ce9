import { dashboardCopy } from '../../../content/dashboard';
import type { ActionMessages } from '../actions/useActionMessages';
import { Alert } from '../ui/Alert';
import styles from '../Dashboard.module.css';

interface ViewMessagesProps {
  messages: ActionMessages;
  loadError: string | null;
  onRetry: () => void;
}

/** What a Trash, Spam or Audit view says: its last action's result, or why it could not load. */
export function ViewMessages({ messages, loadError, onRetry }: ViewMessagesProps) {
  return (
    <>
      {messages.notice ? (
        <p className={styles.notice} role="status">
          {messages.notice}
        </p>
      ) : null}
      {messages.error ? <Alert message={messages.error} /> : null}
      {loadError ? (
        <Alert message={loadError} action={{ label: dashboardCopy.retry, onClick: onRetry }} />
      ) : null}
    </>
  );
}
