import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { ButtonLink } from '../components/ui/ButtonLink';
import { privacyCopy } from '../content/privacy';
import { usePageMeta } from '../lib/pageMeta';
import styles from './PrivacyPage.module.css';

/** The privacy notice: one readable column, section by section, as the NDPA asks it to say. */
export default function PrivacyPage() {
  const { title, description } = usePageMeta();
  const { controller, collected, retention, processors, rights, exercise } = privacyCopy;
  return (
    <>
      <PageIntro title={title} lead={description}>
        <p>Last updated {privacyCopy.updated}.</p>
      </PageIntro>

      <Section id={controller.id} title={controller.title}>
        <div className={styles.prose}>
          <p>{controller.text}</p>
        </div>
      </Section>

      <Section id={collected.id} title={collected.title} tone="alt">
        <div className={styles.prose}>
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
        </div>
      </Section>

      <Section id={retention.id} title={retention.title}>
        <div className={styles.prose}>
          <p>{retention.text}</p>
        </div>
      </Section>

      <Section id={processors.id} title={processors.title} tone="alt">
        <div className={styles.prose}>
          <ul>
            {processors.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{processors.text}</p>
        </div>
      </Section>

      <Section id={rights.id} title={rights.title}>
        <div className={styles.prose}>
          <p>{rights.lead}</p>
          <ul>
            {rights.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{rights.complaint}</p>
        </div>
      </Section>

      <Section id={exercise.id} title={exercise.title} tone="alt">
        <div className={styles.prose}>
          <p>{exercise.text}</p>
          <ButtonLink to={exercise.action.to} variant="accent">
            {exercise.action.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
