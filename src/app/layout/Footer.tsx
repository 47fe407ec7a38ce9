import type { ReactNode } from 'react';
import { company, fullAddress, mapsLink, whatsAppCopy } from '../../content/company';
import { footerQuickLinks } from '../../content/navigation';
import { Icon, type IconName } from '../../components/ui/Icon';
import { LinkList } from '../../components/ui/LinkList';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';

function ContactItem({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className={styles.contactItem}>
      <Icon name={icon} />
      {children}
    </li>
  );
}

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
            <ContactItem icon="location">
              <a href={mapsLink} rel="noopener noreferrer" target="_blank">
                {fullAddress}
              </a>
            </ContactItem>
            <ContactItem icon="phone">
              <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
            </ContactItem>
            <ContactItem icon="whatsapp">
              <a href={company.whatsApp.href} rel="noopener noreferrer" target="_blank">
                {whatsAppCopy.action}
              </a>
            </ContactItem>
            <ContactItem icon="mail">
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </ContactItem>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Opening hours</h2>
          <ul className={styles.list}>
            <ContactItem icon="clock">
              <span>
                Office: {hours.office.days}, {hours.office.time}
              </span>
            </ContactItem>
            <ContactItem icon="clock">
              <span>
                Online enquiries: {hours.online.days} ({hours.online.time})
              </span>
            </ContactItem>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <LinkList links={footerQuickLinks} className={styles.list} />
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
