import { useState } from 'react';
import { siteConfig } from '../../content/company';
import { placeholderDetails } from '../../content/placeholders';
import { placeholderBannerCopy } from '../../content/dashboard';
import styles from './PlaceholderBanner.module.css';
import buttons from './ui/Buttons.module.css';

const BANNER_TITLE_ID = 'placeholder-banner-title';

/**
 * Tells staff, on every visit, that the public site still shows placeholder company details
 * (the list `npm run build` warns about), until src/content/company.ts holds real ones. A bar
 * held to the foot of the screen, after the dashboard rather than pushing it down; the details
 * open from it, and staff may hide it for the visit.
 */
export function PlaceholderBanner({ details = placeholderDetails(siteConfig) }) {
  const [dismissed, setDismissed] = useState(false);
  if (details.length === 0 || dismissed) return null;
  return (
    <div className={styles.placeholderBanner} role="note" aria-labelledby={BANNER_TITLE_ID}>
      <details>
        <summary id={BANNER_TITLE_ID}>{placeholderBannerCopy.title(details.length)}</summary>
        <p>{placeholderBannerCopy.text}</p>
        <p className={styles.placeholderDetails}>
          {details.map((detail) => (
            <code key={detail}>{detail}</code>
          ))}
        </p>
      </details>
      <button type="button" className={buttons.secondaryButton} onClick={() => setDismissed(true)}>
        {placeholderBannerCopy.hide}
      </button>
    </div>
  );
}
