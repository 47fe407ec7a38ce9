import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router-dom';
import { JsonLd } from '../../components/ui/JsonLd';
import { INTERACTIVE_ATTRIBUTE } from '../../lib/bootLoader';
import { organizationJsonLd, serviceJsonLd } from '../../content/companyJsonLd';
import { useCanonicalPath, usePageMeta } from '../../lib/pageMeta';
import { Footer } from './Footer';
import { PageHead } from './PageHead';
import { Header } from './Header';
import { StaffHeader } from './StaffHeader';
import { TopBanner } from './TopBanner';
import { useNavigationFocus } from './useNavigationFocus';
import styles from './RootLayout.module.css';

const MAIN_ID = 'main';

/**
 * Saved scroll positions are keyed by history entry. A fresh page load always has the key
 * "default", so key it by address instead: otherwise `/#meetings` opened after another page
 * would "restore" that page's position rather than scroll to the anchor.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.hash}` : location.key;

export function RootLayout() {
  const meta = usePageMeta();
  const canonicalPath = useCanonicalPath(meta);
  const navigation = useNavigation();
  useNavigationFocus(MAIN_ID);
  // The layout's effects run after those of everything inside it: every handler and timer on the
  // page is in place now.
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);

  return (
    <div className={styles.shell}>
      <PageHead meta={meta} />
      <JsonLd data={organizationJsonLd()} />
      {meta.service ? (
        <JsonLd data={serviceJsonLd(meta.title, meta.description, canonicalPath)} />
      ) : null}
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="presentation" />
      ) : null}
      {meta.staff ? (
        <StaffHeader />
      ) : (
        <>
          <TopBanner />
          <Header />
        </>
      )}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {meta.staff ? null : <Footer />}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
