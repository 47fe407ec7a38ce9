import { siteConfig } from '../../content/company';
import { placeholderDetails } from '../../content/companyCheck';
import { placeholderBannerCopy } from '../../content/dashboard';
import styles from './Dashboard.module.css';

const BANNER_TITLE_ID = 'placeholder-banner-title';

/**
 * Tells staff, on every visit, that the public site still shows placeholder company details
 * (the list `npm run build` warns about), until src/content/company.ts holds real ones. One line
 * in the dashboard's title bar; the details open from it.
 */
export function PlaceholderBanner({ details = placeholderDetails(siteConfig) }) {
  if (details.length === 0) return null;
  return (
    <details className={styles.placeholderBanner} role="note" aria-labelledby={BANNER_TITLE_ID}>
      <summary id={BANNER_TITLE_ID}>{placeholderBannerCopy.title(details.length)}</summary>
      <p>{placeholderBannerCopy.text}</p>
      <p className={styles.placeholderDetails}>
        {details.map((detail) => (
          <code key={detail}>{detail}</code>
        ))}
      </p>
    </details>
  );
}
