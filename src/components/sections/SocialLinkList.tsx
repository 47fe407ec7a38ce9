import { Icon, type IconName } from '../ui/Icon';
import styles from './SocialLinkList.module.css';

export interface SocialLinkItem {
  network: IconName;
  label: string;
  href: string;
}

interface SocialLinkListProps {
  links: readonly SocialLinkItem[];
  /** Read before each network's name, e.g. "Example Tech on". */
  prefix?: string;
}

/** Social network links with their icon and name, opening in a new tab. */
export function SocialLinkList({ links, prefix }: SocialLinkListProps) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={styles.link} rel="noopener noreferrer" target="_blank">
            <Icon name={link.network} size={20} />
            <span>
              {prefix ? <span className="visually-hidden">{prefix} </span> : null}
              {link.label}
            </span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
