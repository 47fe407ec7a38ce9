import { ButtonLink } from '../ui/ButtonLink';
import { Icon } from '../ui/Icon';
import styles from './Promotions.module.css';

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
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} className={styles.check} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink to={item.link.to} variant="accent" className={styles.button}>
                {item.link.label}
                {item.link.context ? (
                  <>
                    {' '}
                    <span className="visually-hidden">{item.link.context}</span>
                  </>
                ) : null}
              </ButtonLink>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
