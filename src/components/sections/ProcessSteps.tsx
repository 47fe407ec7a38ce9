import styles from './ProcessSteps.module.css';

export interface ProcessStep {
  title: string;
  text: string;
}

interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  /** Steps sit under a section's h2, so their titles are h3 unless told otherwise. */
  headingLevel?: 3 | 4;
}

/** A numbered, ordered process: one column on phones, one row on wide screens. */
export function ProcessSteps({ steps, headingLevel = 3 }: ProcessStepsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className={styles.steps} data-count={steps.length}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <Heading className={styles.title}>
              <span className="visually-hidden">{`Step ${index + 1}:`}</span> {step.title}
            </Heading>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
