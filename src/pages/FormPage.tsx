import type { ComponentType } from 'react';
import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { WhatsAppPrompt } from '../components/ui/WhatsAppLink';
import type { FormPageCopy } from '../content/forms';
import { whatsAppFirstLine, whatsAppPrompt } from '../content/whatsApp';
import { usePageMeta } from '../lib/pageMeta';
import styles from './FormPage.module.css';

interface FormPageProps {
  /**
   * The form band's anchor id; its heading (`${sectionId}-title`) labels the form, and it names
   * the first line of the WhatsApp chat offered beside the form (src/content/whatsApp.ts).
   */
  sectionId: 'quote' | 'booking';
  copy: FormPageCopy;
  Form: ComponentType<{ labelledBy?: string }>;
}

/**
 * The layout of a page that is one form (Book a Session, Get a Quote): the route's title and
 * description, the form and what happens next. Not a route of its own; each of those pages is a
 * thin module that renders it with its copy and form.
 */
export function FormPage({ sectionId, copy, Form }: FormPageProps) {
  const { title, description } = usePageMeta();
  return (
    <>
      <PageIntro title={title} lead={description} />
      <Section id={sectionId} title={copy.formTitle} lead={copy.intro}>
        <WhatsAppPrompt {...whatsAppPrompt(whatsAppFirstLine[sectionId])} />
        <div className={styles.layout}>
          <Form labelledBy={`${sectionId}-title`} />
          <aside className={styles.next} aria-labelledby="next-steps">
            <h3 id="next-steps">{copy.nextTitle}</h3>
            <ol className={styles.steps}>
              {copy.nextSteps.map((step) => (
                <li key={step.title}>
                  <div>
                    <strong>{step.title}</strong>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </Section>
    </>
  );
}
