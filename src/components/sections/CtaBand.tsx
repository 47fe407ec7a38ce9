import { ButtonLink } from '../ui/ButtonLink';
import styles from './CtaBand.module.css';

export interface CtaAction {
  label: string;
  to: string;
}

interface CtaBandProps {
  /** Anchor id; the heading gets `${id}-title`. */
  id: string;
  title: string;
  text: string;
  action: CtaAction;
  secondaryAction?: CtaAction;
}

/** A dark call-to-action band: a short heading, one sentence and one or two buttons. */
export function CtaBand({ id, title, text, action, secondaryAction }: CtaBandProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.band}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink to={action.to} variant="accent">
            {action.label}
          </ButtonLink>
          {secondaryAction ? (
            <ButtonLink to={secondaryAction.to} variant="light">
              {secondaryAction.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
