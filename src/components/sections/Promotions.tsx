import { ButtonLink } from '../ui/ButtonLink';
import { CheckList } from '../ui/CheckList';
import styles from './Promotions.module.css';
import { LinkText } from '../ui/LinkText';

export interface PromotionItem {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  link: { label: string; to: string; context?: string };
  tone: 'blue' | 'navy';
}

interface PromotionsProps {
  id: string;
  title: string;
  items: readonly PromotionItem[];
}

/** Two (or more) promoted programmes side by side, each with its own call to action. */
export function Promotions({ id, title, items }: PromotionsProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.inner}>
        <h2 id={headingId}>{title}</h2>
        <div className={styles.grid}>
          {items.map((item) => (
            <article
              key={item.id}
              className={[styles.promo, item.tone === 'navy' ? styles.navy : styles.blue].join(' ')}
            >
              <p className={styles.eyebrow}>{item.eyebrow}</p>
              <h3 className={styles.title}>{item.title}</h3>
              <p>{item.text}</p>
              <CheckList items={item.points} className={styles.points} checkSize={18} />
              <ButtonLink to={item.link.to} variant="accent" className={styles.button}>
                <LinkText label={item.link.label} context={item.link.context} />
              </ButtonLink>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
