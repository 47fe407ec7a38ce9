import { use } from 'react';
import { CardGrid } from '../components/sections/CardGrid';
import { CourseDetailsTable } from '../components/sections/CourseDetailsTable';
import { CertificationPartnerBand, People } from '../components/sections/Proof';
import { Testimonials } from '../components/sections/Testimonials';
import { Section } from '../components/sections/Section';
import { TrainingHero, type TrainingFact } from '../components/sections/TrainingHero';
import { Accordion } from '../components/ui/Accordion';
import { JsonLd } from '../components/ui/JsonLd';
import { WhatsAppPrompt } from '../components/ui/WhatsAppLink';
import { carouselCopy } from '../content/carousel';
import { courseCardImages } from '../content/media';
import { certificationBand } from '../content/proof/certification';
import { trainers, trainersCopy } from '../content/proof/team';
import {
  courseFactRows,
  courseFactsCopy,
  describeCourseFacts,
  durationRange,
  loadTrainingCourse,
  trainingJsonLd,
  trainingPageCopy as copy,
  type CourseSlug,
  type TopicSection,
  type TrainingCourse,
} from '../content/training';
import { whatsAppFirstLine, whatsAppPrompt } from '../content/whatsApp';
import { LAY_OUT_LATER } from '../lib/layOutLater';
import { TrainingForm } from '../features/forms';
import styles from './TrainingPage.module.css';

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function TopicPanel({ section }: { section: TopicSection }) {
  return (
    <>
      <p className={styles.panelSummary}>{section.summary}</p>
      <ul className={styles.topics}>
        {section.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </>
  );
}

/** One page for the five courses: the route's slug picks the course from src/content/training. */
export default function TrainingPage({ slug }: { slug: CourseSlug }) {
  // Each course's data is its own small chunk; prerendering and hydration wait for it.
  const course = use(loadTrainingCourse(slug));
  // Keyed by course, so moving from one course to another starts with fresh accordions and form.
  return <CourseView key={course.slug} course={course} />;
}

function CourseView({ course }: { course: TrainingCourse }) {
  const formTitleId = `${copy.formId}-title`;
  const whatsApp = whatsAppPrompt(whatsAppFirstLine.course(course.name));
  const words = describeCourseFacts(course.facts);
  const facts: TrainingFact[] = [
    { icon: 'tag', text: courseFactsCopy.heroFee(words.fee) },
    { icon: 'calendar', text: courseFactsCopy.heroStart(words.starts[0]) },
    { icon: 'clock', text: durationRange(course.details.offerings) },
    { icon: 'location', text: words.format },
    { icon: 'users', text: words.schedule },
    ...(words.seats ? [{ icon: 'award', text: words.seats } as const] : []),
  ];

  return (
    <>
      <JsonLd data={trainingJsonLd(course)} />
      <TrainingHero
        eyebrow={course.hero.eyebrow}
        title={course.hero.title}
        lead={course.hero.lead}
        facts={facts}
        cta={copy.enrollCta}
        formId={copy.formId}
        image={courseCardImages[course.slug]}
      >
        <WhatsAppPrompt {...whatsApp} tone="dark" />
      </TrainingHero>

      {course.whyChoose ? (
        <Section id="why-choose" title={course.whyChoose.title}>
          <div className={styles.prose}>
            {course.whyChoose.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ) : null}

      {/* Not in the first layout, the form included: each is laid out after the load
          (lib/layOutLater.ts), or at once by "Enroll Now". */}
      <div className={styles.rest} {...{ [LAY_OUT_LATER]: '' }}>
        <Section id="topics" title={course.topics.title} lead={course.topics.lead} tone="alt">
          <Accordion
            className={styles.accordion}
            defaultOpenId={slugOf(course.topics.sections[0]?.title ?? '')}
            items={course.topics.sections.map((section) => ({
              id: slugOf(section.title),
              title: section.title,
              content: <TopicPanel section={section} />,
            }))}
          />
        </Section>

        {course.partner ? (
          <Section
            id="why-partner"
            tone="dark"
            title={course.partner.title}
            lead={course.partner.lead}
          >
            <CardGrid items={course.partner.points} />
          </Section>
        ) : null}

        <Section id="course-details" title={course.details.title}>
          <CourseDetailsTable
            caption={course.details.caption}
            headings={copy.tableHeadings}
            offerings={course.details.offerings}
            note={course.details.note}
            facts={{ caption: courseFactsCopy.caption, rows: courseFactRows(course) }}
          />
        </Section>

        <People copy={trainersCopy} people={trainers} />

        <CertificationPartnerBand {...certificationBand} />

        {course.testimonials.items.length > 0 ? (
          <Testimonials
            id="testimonials"
            title={course.testimonials.title}
            lead={course.testimonials.lead}
            testimonials={course.testimonials.items}
            carouselCopy={carouselCopy}
          />
        ) : null}

        <Section id="faq" title={course.faqs.title}>
          <Accordion
            className={styles.accordion}
            items={course.faqs.items.map((item) => ({
              id: slugOf(item.question),
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </Section>

        <Section id={copy.formId} title={course.form.title} lead={course.form.lead} tone="alt">
          <div className={styles.form}>
            <WhatsAppPrompt {...whatsApp} />
            <TrainingForm course={course.slug} labelledBy={formTitleId} />
          </div>
        </Section>
      </div>
    </>
  );
}
