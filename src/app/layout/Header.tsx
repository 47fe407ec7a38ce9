import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { company } from '../../content/company';
import { whatsAppHeaderLink } from '../../content/whatsApp';
import { WhatsAppLink } from '../../components/ui/WhatsAppLink';
import { usePageMeta } from '../../lib/pageMeta';
import { LogoMark, LogoText } from './Logo';
import { SiteNav } from './SiteNav';
import styles from './Header.module.css';

export function Header() {
  // The chat's first line names the page the visitor is on.
  const whatsApp = whatsAppHeaderLink(usePageMeta().title);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} aria-label={`${company.name}, home`}>
          <LogoMark />
          <LogoText className={styles.logoText} />
        </Link>
        <SiteNav whatsApp={whatsApp} />
        {/* The icon at every width, beside the menu button on a phone: one tap to a chat. */}
        <WhatsAppLink {...whatsApp} className={styles.whatsApp} labelClassName="visually-hidden" />
      </div>
    </header>
  );
}
