import styles from './Messages.module.css';

export interface AlertAction {
  label: string;
  onClick: () => void;
}

/** A failure in the page (announced at once), with a button to try again when there is one. */
export function Alert({ message, action }: { message: string; action?: AlertAction | undefined }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {action ? (
        <button type="button" className={styles.alertAction} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
