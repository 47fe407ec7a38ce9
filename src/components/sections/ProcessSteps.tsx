import { StepList, type Step } from './StepList';
import styles from './ProcessSteps.module.css';

export type ProcessStep = Step;

interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  /** Steps sit under a section's h2, so their titles are h3 unless told otherwise. */
  headingLevel?: 3 | 4;
}

/** A numbered, ordered process: one column on phones, one row on wide screens. */
export function ProcessSteps({ steps, headingLevel = 3 }: ProcessStepsProps) {
  return (
    <StepList
      steps={steps}
      classes={styles}
      heading={headingLevel === 3 ? 'h3' : 'h4'}
      spokenNumber
      count={steps.length}
    />
  );
}
