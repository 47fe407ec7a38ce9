import type { ResponsiveImage as ImageData } from '../../lib/media';
import { ButtonLink } from '../ui/ButtonLink';
import { Icon } from '../ui/Icon';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import styles from './CourseShowcase.module.css';

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
          <ul className={styles.highlights}>
            {highlights.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} className={styles.check} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to={link.to} variant="primary">
            {link.label}
            {link.context ? (
              <>
                {' '}
                <span className="visually-hidden">{link.context}</span>
              </>
            ) : null}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
