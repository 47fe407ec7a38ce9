import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { company } from '../../content/company';
import { LogoMark, LogoText } from './Logo';
import { SiteNav } from './SiteNav';
import styles from './Header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} aria-label={`${company.name}, home`}>
          <LogoMark />
          <LogoText className={styles.logoText} />
        </Link>
        <SiteNav />
      </div>
    </header>
  );
}
