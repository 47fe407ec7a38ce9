import type { ReactNode } from 'react';
import type { SvgImage } from '../../lib/media';
import { ButtonLink } from '../ui/ButtonLink';
import { SvgImg } from '../ui/SvgImg';
import { TopBandEnd } from './TopBandEnd';
import styles from './PageIntro.module.css';

interface PageIntroProps {
  title: string;
  lead: string;
  /** The page's one call to action under the lead, as an accent button. */
  action?: { to: string; label: string };
  /** Calls to action shown under the lead, when one button is not enough. */
  actions?: ReactNode;
  /** Extra content between the lead and the actions (e.g. a tagline). */
  children?: ReactNode;
  /** The page's own illustration, beside the text on wide screens and under it on a phone. */
  art?: SvgImage;
}

/** The top band of an inner page: its one h1 and a short lead. */
export function PageIntro({ title, lead, action, actions, children, art }: PageIntroProps) {
  const calls = action ? (
    <ButtonLink to={action.to} variant="accent">
      {action.label}
    </ButtonLink>
  ) : (
    actions
  );
  return (
    <section className={styles.intro}>
      <div className={art ? `${styles.inner} ${styles.withArt}` : styles.inner}>
        <div>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
          {calls ? <div className={styles.actions}>{calls}</div> : null}
        </div>
        {art ? <SvgImg image={art} className={styles.art} /> : null}
      </div>
      <TopBandEnd />
    </section>
  );
}
