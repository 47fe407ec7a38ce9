import inbox from './Inbox.module.css';
import styles from './Views.module.css';

interface ToggleGroupProps<K extends string> {
  /** The group's name for assistive technology ("Views", "Layout"). */
  label: string;
  choices: readonly K[];
  /** Each choice's words on its button. */
  words: Readonly<Record<K, string>>;
  selected: K;
  onChoose: (choice: K) => void;
  className?: string;
}

/** A row of buttons of which one is pressed: the views of /DC, the list's layout. */
export function ToggleGroup<K extends string>({
  label,
  choices,
  words,
  selected,
  onChoose,
  className,
}: ToggleGroupProps<K>) {
  return (
    <div
      className={className ? `${styles.views} ${className}` : styles.views}
      role="group"
      aria-label={label}
    >
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={`${inbox.smallButton} ${styles.view}`}
          aria-pressed={choice === selected}
          onClick={() => onChoose(choice)}
        >
          {words[choice]}
        </button>
      ))}
    </div>
  );
}
