import { Suspense, useEffect } from 'react';
import { JsonLd } from '../../components/ui/JsonLd';
import { INTERACTIVE_ATTRIBUTE } from '../../lib/pageScripts';
import { organizationJsonLd, serviceJsonLd } from '../../content/companyJsonLd';
import { useCanonicalPath, usePageMeta } from '../../lib/pageMeta';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router-dom';
import { Footer } from './Footer';
import { PageHead } from './PageHead';
import { Header } from './Header';
import { StaffHeader } from './StaffHeader';
import { TopBanner } from './TopBanner';
import { useNavigationFocus } from './useNavigationFocus';
import styles from './RootLayout.module.css';

const MAIN_ID = 'main';

/**
 * Marks the page live. It sits last in the innermost hydration part, whose effects run after
 * every other part's: every handler and timer on the page is in place then. No tap made before is
 * replayed: the page answered it itself (decisions 0039 and 0040).
 */
function InteractiveMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}

/**
 * A fresh page load's history entry has no key of its own (react-router calls every such entry
 * `default`): scroll positions kept for it are this document's only, so a later page opened
 * afresh in the tab never jumps to where another one was left. Back to the entry from the next
 * page of this document still returns to its position.
 */
const thisDocument = Math.random().toString(36).slice(2, 10);
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${thisDocument}:${location.pathname}` : location.key;

/**
 * Back to this page from another site, out of the browser's page cache: react-router set scroll
 * restoration to the browser's as the page was left, and does not take it back; this does, so
 * its own positions apply to the entries it adds from then on.
 */
function useScrollRestorationAfterPageCache() {
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
}

export function RootLayout() {
  useScrollRestorationAfterPageCache();
  const meta = usePageMeta();
  const canonicalPath = useCanonicalPath(meta);
  const navigation = useNavigation();
  useNavigationFocus(MAIN_ID);

  return (
    <div className={styles.shell}>
      {/* Back and forward return to where the visitor was, a #hash goes to its target, any
          other navigation to the top; the page shown first is left where the visitor is. */}
      <ScrollRestoration getKey={scrollKey} />
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
      {/* Hydration in parts (decision 0042): React hydrates a prerendered Suspense boundary in a
          render and commit of its own after its parent's, so the header, the page and the footer
          each hydrate as separate work with the browser free in between; nested, in that order.
          Nothing inside suspends here (pages are resolved before they render), so no fallback. */}
      <Suspense>
        {meta.staff ? (
          <StaffHeader />
        ) : (
          <>
            <TopBanner />
            <Header />
          </>
        )}
        <Suspense>
          <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          <Suspense>
            {meta.staff ? null : <Footer />}
            <InteractiveMarker />
          </Suspense>
        </Suspense>
      </Suspense>
    </div>
  );
}
