import { useEffect, useRef } from 'react';
import { MARK_IN_VIEW, watchInView } from '../../lib/revealWhenSeen';
import { CheckList } from '../ui/CheckList';
import styles from './MeetingCards.module.css';

export interface MeetingCardItem {
  id: string;
  title: string;
  text: string;
  details: readonly string[];
}

interface MeetingCardsProps {
  items: readonly MeetingCardItem[];
  /** Share of a card that must be visible for it to fade in (it fades out when it leaves). */
  threshold: number;
}

function MeetingCard({ item, threshold }: { item: MeetingCardItem; threshold: number }) {
  const ref = useRef<HTMLLIElement>(null);
  // The visit's script watches the cards a page loads with; this, ones shown later.
  useEffect(() => {
    if (ref.current) watchInView(ref.current);
  }, []);
  return (
    <li
      ref={ref}
      className={styles.card}
      // Marked in view or not by the visit's script, maybe before the app hydrates.
      suppressHydrationWarning
      {...{ [MARK_IN_VIEW]: threshold }}
    >
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.text}>{item.text}</p>
      <CheckList items={item.details} className={styles.details} checkSize={16} />
    </li>
  );
}

/**
 * Meeting options as cards that fade in when at least `threshold` of a card is visible and fade
 * out when it leaves the viewport: CSS, on the mark the visit's script sets
 * (`lib/revealWhenSeen.ts`), so before the app too. Shown as they are without JavaScript, and
 * with no animation under reduced motion.
 */
export function MeetingCards({ items, threshold }: MeetingCardsProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <MeetingCard key={item.id} item={item} threshold={threshold} />
      ))}
    </ul>
  );
}
