import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { bookSessionPageCopy as copy } from '../content/forms';
import { deferUntilVisible } from '../lib/deferUntilVisible';
import { usePageMeta } from '../lib/pageMeta';
import styles from './FormPage.module.css';

// The form's code (react-hook-form, zod, axios) loads after the page, as soon as the form is
// near the viewport; the prerendered HTML shows the form meanwhile.
const BookSessionForm = deferUntilVisible('booking-form', () =>
  import('../features/forms').then((forms) => forms.BookSessionForm),
);

export default function BookSessionPage() {
  const { title, description } = usePageMeta();
  return (
    <>
      <PageIntro title={title} lead={description} />
      <Section id="booking" title={copy.formTitle} lead={copy.intro}>
        <div className={styles.layout}>
          <BookSessionForm labelledBy="booking-title" />
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
