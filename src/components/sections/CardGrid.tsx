import type { ResponsiveImage as ResponsiveImageData } from '../../lib/media';
import { ButtonLink } from '../ui/ButtonLink';
import { Icon, type IconName } from '../ui/Icon';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import styles from './CardGrid.module.css';

/** One card: a title and a short text, with an optional icon, picture and link. */
export interface CardItem {
  title: string;
  text: string;
  icon?: IconName;
  /** Card art; shown as decoration (the title says what the card is about). */
  image?: ResponsiveImageData;
  link?: { label: string; to: string };
}

interface CardGridProps {
  items: readonly CardItem[];
  /** Most cards per row on wide screens. */
  columns?: 2 | 3;
  /** Cards sit under a section's h2, so their titles are h3 unless told otherwise. */
  headingLevel?: 3 | 4;
}

/** A responsive grid of cards (services, industries, reasons): one column on phones. */
export function CardGrid({ items, columns = 3, headingLevel = 3 }: CardGridProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={[styles.grid, columns === 2 ? styles.two : styles.three].join(' ')}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.image ? (
            <ResponsiveImage
              image={item.image}
              decorative
              fit="cover"
              className={styles.art}
              sizes={
                columns === 2
                  ? '(min-width: 700px) 50vw, 100vw'
                  : '(min-width: 1000px) 33vw, (min-width: 700px) 50vw, 100vw'
              }
            />
          ) : null}
          <div className={styles.body}>
            {item.icon ? (
              <span className={styles.icon}>
                <Icon name={item.icon} size={24} />
              </span>
            ) : null}
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.text}>{item.text}</p>
            {item.link ? (
              <ButtonLink to={item.link.to} variant="outline" className={styles.link}>
                {item.link.label}
              </ButtonLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
