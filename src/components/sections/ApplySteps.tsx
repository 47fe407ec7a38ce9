import { ButtonLink } from '../ui/ButtonLink';
import { StepList } from './StepList';
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
      <StepList steps={steps} classes={styles} heading="h3" />
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
