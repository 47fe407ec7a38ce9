import { Icon } from './Icon';
import styles from './WhatsAppLink.module.css';

/** A link that opens a WhatsApp chat with the company, its first line already typed. */
export interface WhatsAppLinkData {
  /** The words before the link ("Prefer WhatsApp?"), if any. */
  question?: string;
  /** The link's words: its accessible name, whether shown or (in a compact place) hidden. */
  action: string;
  /** Said to screen readers after the link's words: it opens in a new tab. */
  newTab: string;
  /** `https://wa.me/<number>?text=<first line>`. */
  href: string;
}

interface WhatsAppLinkProps extends Omit<WhatsAppLinkData, 'question'> {
  className?: string;
  /** A class for the link's words, e.g. to hide them visually where only the icon fits. */
  labelClassName?: string;
}

/** The link alone, with the WhatsApp icon: opens the chat in a new tab, as the footer's does. */
export function WhatsAppLink({
  action,
  newTab,
  href,
  className,
  labelClassName,
}: WhatsAppLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <Icon name="whatsapp" size={22} />
      <span className={labelClassName}>{action}</span>
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}

/** "Prefer WhatsApp? Chat with us on WhatsApp": a line in the flow of a form's band. */
export function WhatsAppPrompt({
  question,
  tone = 'light',
  className,
  ...link
}: WhatsAppLinkData & { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <p
      className={[styles.prompt, styles[tone], className].filter(Boolean).join(' ')}
      data-whatsapp-prompt=""
    >
      {question ? <span className={styles.question}>{question}</span> : null}
      <WhatsAppLink {...link} className={styles.link} />
    </p>
  );
}
