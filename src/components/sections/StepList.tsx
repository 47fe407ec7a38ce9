export interface Step {
  title: string;
  text: string;
}

interface StepListProps {
  steps: readonly Step[];
  /** The section's CSS module: its `steps`, `step`, `number`, `title` and `text` classes. */
  classes: { readonly [name: string]: string | undefined };
  heading: 'h3' | 'h4';
  /** Whether screen readers hear "Step N:" before each title (the number itself is hidden). */
  spokenNumber?: boolean;
  /** The number of steps as `data-count`, for layouts that size columns by it. */
  count?: number;
}

/** An ordered list of steps, each with its number, a title and a short text. */
export function StepList({ steps, classes, heading: Heading, spokenNumber, count }: StepListProps) {
  return (
    <ol className={classes.steps} data-count={count}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <Heading className={classes.title}>
              {spokenNumber ? (
                <>
                  <span className="visually-hidden">{`Step ${index + 1}:`}</span>{' '}
                </>
              ) : null}
              {step.title}
            </Heading>
            <p className={classes.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
