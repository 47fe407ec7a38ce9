import { useEffect, type ReactNode } from 'react';
import { FORM_LINK, listenForFormLinks } from '../../lib/formLinks';
import type { ResponsiveImage as ResponsiveImageData } from '../../lib/media';
import { buttonClassName } from '../ui/ButtonLink';
import { Icon, type IconName } from '../ui/Icon';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { TopBandEnd } from './TopBandEnd';
import styles from './TrainingHero.module.css';

export interface TrainingFact {
  icon: IconName;
  text: string;
}

interface TrainingHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Short facts under the lead: duration, where, when. */
  facts: readonly TrainingFact[];
  /** The call to action's words ("Enroll Now"). */
  cta: string;
  /** The id of the section holding the enrolment form. */
  formId: string;
  image: ResponsiveImageData;
  /** Shown under the call to action (another way to ask about the course). */
  children?: ReactNode;
}

/** The top of a training page: its one h1, the course's key facts and "Enroll Now". */
export function TrainingHero({
  eyebrow,
  title,
  lead,
  facts,
  cta,
  formId,
  image,
  children,
}: TrainingHeroProps) {
  // The visit's script answers the link (it listens from the first parse); this covers a page
  // the app renders after a client navigation.
  useEffect(listenForFormLinks, []);

  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.text}>
                <Icon name={fact.icon} size={20} className={styles.factIcon} />
                <span>{fact.text}</span>
              </li>
            ))}
          </ul>
          <a href={`#${formId}`} className={buttonClassName('accent')} {...{ [FORM_LINK]: '' }}>
            {cta}
          </a>
          {children}
        </div>
        <ResponsiveImage
          image={image}
          alt={image.alt}
          priority
          className={styles.media}
          imgClassName={styles.img}
          sizes="(min-width: 900px) 32rem, 100vw"
        />
      </div>
      <TopBandEnd />
    </section>
  );
}
