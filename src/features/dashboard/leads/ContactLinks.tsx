import { contactLinksCopy } from '../../../content/dashboard';
import { contactLinks, preferredContact, type ContactLink } from '../ui/contactLinks';
import type { RecordView } from '../ui/recordView';
import styles from '../ui/Inbox.module.css';

const labelOf = (link: ContactLink): { text: string; name: string } => {
  switch (link.kind) {
    case 'whatsapp':
      return { text: contactLinksCopy.whatsApp, name: contactLinksCopy.whatsAppLabel(link.target) };
    case 'call':
      return { text: contactLinksCopy.call, name: contactLinksCopy.callLabel(link.target) };
    case 'email':
      return { text: contactLinksCopy.email, name: contactLinksCopy.emailLabel(link.target) };
  }
};

/** A row of links to reach the lead: WhatsApp, call, e-mail, the lead's preferred way first. */
export function ContactLinks({ record }: { record: RecordView }) {
  const links = contactLinks(record);
  if (links.length === 0) return null;
  const preferred = preferredContact(record);
  return (
    <p className={styles.contactLinks}>
      {links.map((link) => {
        const { text, name } = labelOf(link);
        const isPreferred = link.kind === preferred;
        return (
          <span key={link.kind}>
            <a
              href={link.href}
              className={isPreferred ? styles.preferred : styles.contactLink}
              aria-label={name}
              {...(link.kind === 'whatsapp' ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              {text}
            </a>
            {isPreferred ? (
              <span className={styles.preferredNote}>{contactLinksCopy.preferred(text)}</span>
            ) : null}
          </span>
        );
      })}
    </p>
  );
}
