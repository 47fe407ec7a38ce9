import { useId, type ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the heading each item's toggle holds. */
  headingLevel?: 2 | 3 | 4;
  /** The item open at first; none by default. */
  defaultOpenId?: string | null;
  className?: string;
}

/**
 * One panel open at a time, or none: opening a panel closes the other, clicking the open one
 * closes it. Each item is a `<details>` of one `name` group, so the browser does all of that, with
 * or without the app (decision 0039); closed panels are in the HTML, so their text is prerendered
 * and found by the browser's find-in-page. React sets only the first open state.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpenId = null,
  className,
}: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <details
          key={item.id}
          name={group}
          className={styles.item}
          open={item.id === defaultOpenId}
        >
          <summary className={styles.button}>
            <Heading className={styles.heading}>{item.title}</Heading>
            <Icon name="chevronDown" className={styles.chevron} />
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
