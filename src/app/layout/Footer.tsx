import { Link } from '../../lib/router';
import { company, fullAddress, mapsLink, whatsAppCopy } from '../../content/company';
import { footerQuickLinks } from '../../content/navigation';
import { Icon } from '../../components/ui/Icon';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';

export function Footer() {
  const { hours } = company;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{company.name}</h2>
          <p>{company.blurb}</p>
          <SocialLinks className={styles.social} size={20} />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get in touch</h2>
          <ul className={styles.list}>
            <li className={styles.contactItem}>
              <Icon name="location" />
              <a href={mapsLink} rel="noopener noreferrer" target="_blank">
                {fullAddress}
              </a>
            </li>
            <li className={styles.contactItem}>
              <Icon name="phone" />
              <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
            </li>
            <li className={styles.contactItem}>
              <Icon name="whatsapp" />
              <a href={company.whatsApp.href} rel="noopener noreferrer" target="_blank">
                {whatsAppCopy.action}
              </a>
            </li>
            <li className={styles.contactItem}>
              <Icon name="mail" />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Opening hours</h2>
          <ul className={styles.list}>
            <li className={styles.contactItem}>
              <Icon name="clock" />
              <span>
                Office: {hours.office.days}, {hours.office.time}
              </span>
            </li>
            <li className={styles.contactItem}>
              <Icon name="clock" />
              <span>
                Online enquiries: {hours.online.days} ({hours.online.time})
              </span>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul className={styles.list}>
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          © {company.copyrightYear} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
