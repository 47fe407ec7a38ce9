import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the heading that wraps each button (WAI-ARIA accordion pattern). */
  headingLevel?: 2 | 3 | 4;
  /** The item open at first; none by default. */
  defaultOpenId?: string | null;
  className?: string;
}

/**
 * One panel open at a time, or none: opening a panel closes the other, clicking the open one
 * closes it. Closed panels stay in the HTML (with `hidden`), so their text is prerendered.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpenId = null,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            className={[styles.item, open && styles.open].filter(Boolean).join(' ')}
          >
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
