import { ContactDetails } from '../components/sections/ContactDetails';
import { LocationMap } from '../components/sections/LocationMap';
import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { WhatsAppPrompt } from '../components/ui/WhatsAppLink';
import { contactPage } from '../content/contactPage';
import { whatsAppFirstLine, whatsAppPrompt } from '../content/whatsApp';
import { ContactForm } from '../features/forms';
import { usePageMeta } from '../lib/pageMeta';
import styles from './ContactPage.module.css';

export default function ContactPage() {
  const { title, description } = usePageMeta();
  const { form, details, map } = contactPage;
  return (
    <>
      <PageIntro title={title} lead={description} />
      <div className={styles.layout}>
        <section id={form.id} aria-labelledby={`${form.id}-title`} className={styles.formColumn}>
          <h2 id={`${form.id}-title`}>{form.title}</h2>
          <p className={styles.lead}>{form.lead}</p>
          <WhatsAppPrompt {...whatsAppPrompt(whatsAppFirstLine.contact)} />
          <ContactForm labelledBy={`${form.id}-title`} />
        </section>
        <section id={details.id} aria-labelledby={`${details.id}-title`} className={styles.details}>
          <h2 id={`${details.id}-title`}>{details.title}</h2>
          <ContactDetails
            items={[
              { icon: 'phone', ...details.phone },
              { icon: 'whatsapp', ...details.whatsApp },
              { icon: 'mail', ...details.email },
              { icon: 'location', ...details.address },
              { icon: 'clock', ...details.hours },
            ]}
          />
        </section>
      </div>
      <Section id={map.id} title={map.title} lead={map.lead} tone="alt">
        <LocationMap
          embedUrl={map.embedUrl}
          mapsUrl={map.mapsUrl}
          frameTitle={map.frameTitle}
          openLabel={map.openLabel}
          placeholderLabel={map.placeholderLabel}
          address={map.address}
        />
      </Section>
    </>
  );
}
