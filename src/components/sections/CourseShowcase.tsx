import type { ResponsiveImage as ImageData } from '../../lib/media';
import { ButtonLink } from '../ui/ButtonLink';
import { CheckList } from '../ui/CheckList';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import styles from './CourseShowcase.module.css';
import { LinkText } from '../ui/LinkText';

interface CourseShowcaseProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  image: ImageData;
  facts: readonly { label: string; value: string }[];
  highlights: readonly string[];
  link: { label: string; to: string; context?: string };
}

/** One course presented in full: art, a short pitch, key facts, what you learn and a button. */
export function CourseShowcase({
  id,
  eyebrow,
  title,
  text,
  image,
  facts,
  highlights,
  link,
}: CourseShowcaseProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.showcase}>
      <div className={styles.inner}>
        <ResponsiveImage
          image={image}
          alt={image.alt}
          className={styles.art}
          imgClassName={styles.img}
          sizes="(min-width: 900px) 34rem, 100vw"
        />
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId}>{title}</h2>
          <p className={styles.text}>{text}</p>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <CheckList items={highlights} className={styles.highlights} checkSize={18} />
          <ButtonLink to={link.to} variant="primary">
            <LinkText label={link.label} context={link.context} />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
