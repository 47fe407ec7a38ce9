import { CardGrid } from '../components/sections/CardGrid';
import { MediaText } from '../components/sections/MediaText';
import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { DelayedTagline } from '../components/ui/DelayedTagline';
import { WhatsAppPrompt } from '../components/ui/WhatsAppLink';
import { carouselCopy } from '../content/carousel';
import { hireDevelopers, type DeveloperSlug } from '../content/hireDevelopers';
import { whatsAppFirstLine, whatsAppPrompt } from '../content/whatsApp';
import { Testimonials } from '../components/sections/Testimonials';
import { developerTestimonials } from '../content/testimonials';
import { HiringForm } from '../features/forms';
import styles from './HireDeveloperPage.module.css';

/** One page for the five technologies: the route's slug picks the content and preselects the form. */
export default function HireDeveloperPage({ slug }: { slug: DeveloperSlug }) {
  return <DeveloperView key={slug} slug={slug} />;
}

function DeveloperView({ slug }: { slug: DeveloperSlug }) {
  const { technology, hero, whyChoose, services, projectManagement, testimonials, form } =
    hireDevelopers[slug];
  return (
    <>
      <PageIntro title={hero.title} lead={hero.lead} action={hero.action} art={hero.art}>
        {hero.tagline ? (
          <DelayedTagline
            text={hero.tagline.text}
            delayMs={hero.tagline.delayMs}
            className={styles.tagline}
          />
        ) : null}
      </PageIntro>
      <Section id="why-choose" layout="split" title={whyChoose.title} lead={whyChoose.lead}>
        <CardGrid items={whyChoose.items} columns={2} />
      </Section>
      <Section id="services" tone="dark" title={services.title} lead={services.lead}>
        <CardGrid items={services.items} />
      </Section>
      <Section id="project-management" title={projectManagement.title}>
        <MediaText
          paragraphs={projectManagement.paragraphs}
          points={projectManagement.points}
          image={projectManagement.image}
          imageSide="start"
        />
      </Section>
      <Testimonials
        id="testimonials"
        title={testimonials.title}
        testimonials={developerTestimonials[slug]}
        carouselCopy={carouselCopy}
      />
      <Section id="hire" title={form.title} lead={form.lead}>
        <WhatsAppPrompt {...whatsAppPrompt(whatsAppFirstLine.developers(technology))} />
        <HiringForm labelledBy="hire-title" developerType={slug} />
      </Section>
    </>
  );
}
