import { useRef, useState } from 'react';
import { useIntersection } from '../../lib/useIntersection';
import { useReducedMotion } from '../../lib/useReducedMotion';
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

function MeetingCard({
  item,
  threshold,
  animate,
}: {
  item: MeetingCardItem;
  threshold: number;
  animate: boolean;
}) {
  const ref = useRef<HTMLLIElement>(null);
  // null until the observer has reported: the card is shown (prerendered HTML, no JavaScript).
  const [inView, setInView] = useState<boolean | null>(null);

  useIntersection(
    ref,
    (entry) => setInView(entry.isIntersecting && entry.intersectionRatio >= threshold),
    { threshold: [0, threshold], enabled: animate },
  );

  const hidden = animate && inView === false;
  return (
    <li
      ref={ref}
      className={[styles.card, hidden ? styles.hidden : ''].join(' ')}
      data-in-view={inView === null ? undefined : String(inView)}
    >
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.text}>{item.text}</p>
      <CheckList items={item.details} className={styles.details} checkSize={16} />
    </li>
  );
}

/**
 * Meeting options as cards that fade in when at least `threshold` of a card is visible and fade
 * out when it leaves the viewport (IntersectionObserver + CSS; no animation with reduced motion).
 */
export function MeetingCards({ items, threshold }: MeetingCardsProps) {
  const reducedMotion = useReducedMotion();
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <MeetingCard key={item.id} item={item} threshold={threshold} animate={!reducedMotion} />
      ))}
    </ul>
  );
}
