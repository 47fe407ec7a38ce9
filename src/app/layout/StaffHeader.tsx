import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LogoMark, LogoText } from './Logo';
import styles from './StaffHeader.module.css';

/**
 * The header of staff screens: the company mark (a way back to the public site) and nothing of the
 * public navigation, in the same width as the dashboard under it.
 */
export function StaffHeader() {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={paths.home} reloadDocument className={styles.brand}>
          <LogoMark size={28} />
          <LogoText />
        </Link>
      </div>
    </header>
  );
}
