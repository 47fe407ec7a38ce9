import type { MouseEvent, ReactNode } from 'react';
import type { ResponsiveImage as ResponsiveImageData } from '../../lib/media';
import { prefersReducedMotion } from '../../lib/motion';
import { buttonClassName } from '../ui/ButtonLink';
import { Icon, type IconName } from '../ui/Icon';
import { ResponsiveImage } from '../ui/ResponsiveImage';
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

const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The form's first field a person can type in: `[data-first-field]`, else the first usable one. */
export function firstFieldOf(container: Element): HTMLElement | null {
  const marked = container.querySelector<HTMLElement>('[data-first-field]');
  if (marked) return marked;
  for (const field of container.querySelectorAll<HTMLElement>(FIELD)) {
    if (field.tabIndex < 0 || field.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
    return field;
  }
  return null;
}

/**
 * Scrolls to the form (smoothly, or at once when the visitor prefers reduced motion) and moves
 * focus to its first field. If the form's code is still loading, focus follows when it appears.
 */
export function goToForm(section: HTMLElement): void {
  section.scrollIntoView({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  const focus = () => {
    const field = firstFieldOf(section);
    field?.focus({ preventScroll: true });
    return field !== null;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(section, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), 10_000);
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
  const enroll = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(formId);
    // Without the section (or with a modifier key) the link does what links do.
    if (!section || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goToForm(section);
    // Keep the address shareable without a router navigation (which would move focus again).
    if (window.location.hash !== `#${formId}`) {
      window.history.replaceState(window.history.state, '', `#${formId}`);
    }
  };

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
          <a href={`#${formId}`} className={buttonClassName('accent')} onClick={enroll}>
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
    </section>
  );
}
