import { Icon } from './Icon';
import styles from './CheckList.module.css';

interface CheckListProps {
  items: readonly string[];
  /** The section's class for the list: its spacing and tick colour (see CheckList.module.css). */
  className: string | undefined;
  /** The tick's size in pixels. */
  checkSize: number;
}

/** A list of short points, each after a decorative tick. */
export function CheckList({ items, className, checkSize }: CheckListProps) {
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={checkSize} className={styles.check} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
