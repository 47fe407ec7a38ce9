import { Icon, type IconName } from '../ui/Icon';
import styles from './ContactDetails.module.css';

export interface ContactItem {
  icon: IconName;
  label: string;
  value: string;
  /** `tel:`, `mailto:` or a web address. */
  href?: string;
}

interface ContactDetailsProps {
  items: readonly ContactItem[];
}

const isWeb = (href: string) => /^https?:/.test(href);

/** Phone, e-mail, address and hours as a labelled list; links open the right app. */
export function ContactDetails({ items }: ContactDetailsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={item.icon} size={22} />
          </span>
          <div>
            <span className={styles.label}>{item.label}</span>
            {item.href ? (
              <a
                className={styles.value}
                href={item.href}
                {...(isWeb(item.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.value}
                {isWeb(item.href) ? (
                  <span className="visually-hidden"> (opens in a new tab)</span>
                ) : null}
              </a>
            ) : (
              <span className={styles.value}>{item.value}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
