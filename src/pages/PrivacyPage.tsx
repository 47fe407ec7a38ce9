import type { ReactNode } from 'react';
import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { ButtonLink } from '../components/ui/ButtonLink';
import { privacyCopy } from '../content/privacy';
import { usePageMeta } from '../lib/pageMeta';
import styles from './PrivacyPage.module.css';

/** One part of the notice: a section with its title, its content in the readable column. */
function ProseSection({
  part,
  tone,
  children,
}: {
  part: { id: string; title: string };
  tone?: 'alt';
  children: ReactNode;
}) {
  return (
    <Section id={part.id} title={part.title} tone={tone}>
      <div className={styles.prose}>{children}</div>
    </Section>
  );
}

function PlainList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The privacy notice: one readable column, section by section, as the NDPA asks it to say. */
export default function PrivacyPage() {
  const { title, description } = usePageMeta();
  const { controller, collected, retention, processors, rights, exercise } = privacyCopy;
  return (
    <>
      <PageIntro title={title} lead={description}>
        <p>Last updated {privacyCopy.updated}.</p>
      </PageIntro>

      <ProseSection part={controller}>
        <p>{controller.text}</p>
      </ProseSection>

      <ProseSection part={collected} tone="alt">
        <p>{collected.lead}</p>
        <div className={styles.forms}>
          {collected.forms.map((form) => (
            <dl key={form.name} className={styles.form}>
              <dt>{form.name}</dt>
              <dd>
                {form.fields}: {form.purpose}.
              </dd>
            </dl>
          ))}
        </div>
        <p>{collected.newsConsent}</p>
        <p>{collected.noTracking}</p>
        <p>{collected.attribution}</p>
      </ProseSection>

      <ProseSection part={retention}>
        <p>{retention.text}</p>
      </ProseSection>

      <ProseSection part={processors} tone="alt">
        <PlainList items={processors.items} />
        <p>{processors.text}</p>
      </ProseSection>

      <ProseSection part={rights}>
        <p>{rights.lead}</p>
        <PlainList items={rights.items} />
        <p>{rights.complaint}</p>
      </ProseSection>

      <ProseSection part={exercise} tone="alt">
        <p>{exercise.text}</p>
        <ButtonLink to={exercise.action.to} variant="accent">
          {exercise.action.label}
        </ButtonLink>
      </ProseSection>
    </>
  );
}
