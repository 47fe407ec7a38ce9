import { Icon } from './Icon';

interface CheckListProps {
  items: readonly string[];
  /** The list's class (its section's layout for the points). */
  className: string | undefined;
  /** The tick's class and size in pixels. */
  checkClassName: string | undefined;
  checkSize: number;
}

/** A list of short points, each after a decorative tick. */
export function CheckList({ items, className, checkClassName, checkSize }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={checkSize} className={checkClassName} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
