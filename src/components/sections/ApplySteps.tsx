import { ButtonLink } from '../ui/ButtonLink';
import styles from './ApplySteps.module.css';
import { LinkText } from '../ui/LinkText';

interface ApplyStepsProps {
  steps: readonly { title: string; text: string }[];
  actions: readonly { label: string; to: string; context?: string }[];
}

/** Numbered steps to apply, then the buttons that start the first one. */
export function ApplySteps({ steps, actions }: ApplyStepsProps) {
  return (
    <>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'outline'}>
            <LinkText label={action.label} context={action.context} />
          </ButtonLink>
        ))}
      </div>
    </>
  );
}
