import { CardGrid } from '../components/sections/CardGrid';
import { CtaBand } from '../components/sections/CtaBand';
import { LogoStrip } from '../components/sections/LogoStrip';
import { MediaText } from '../components/sections/MediaText';
import { PageIntro } from '../components/sections/PageIntro';
import { ProcessSteps } from '../components/sections/ProcessSteps';
import { Section } from '../components/sections/Section';
import {
  developmentServices,
  quoteAction,
  type DevelopmentServiceContent,
  type DevelopmentServiceSlug,
} from '../content/developmentServices';

/** One page for web development, mobile app and custom software: the route's slug picks the content. */
export default function ServicePage({ slug }: { slug: DevelopmentServiceSlug }) {
  return <ServiceView key={slug} slug={slug} content={developmentServices[slug]} />;
}

function ServiceView({
  slug,
  content,
}: {
  slug: DevelopmentServiceSlug;
  content: DevelopmentServiceContent;
}) {
  const { hero, overview, services, technologies, benefits, process, cta } = content;
  const quote = quoteAction(slug);
  return (
    <>
      <PageIntro title={hero.title} lead={hero.lead} action={quote} />
      <Section id="overview" title={overview.title}>
        <MediaText paragraphs={overview.paragraphs} image={overview.image} />
      </Section>
      <Section id="services" tone="alt" title={services.title} lead={services.lead}>
        <CardGrid items={services.items} />
      </Section>
      {technologies ? (
        <Section id="technologies" title={technologies.title} lead={technologies.lead}>
          <LogoStrip logos={technologies.logos} label={technologies.title} cycleSeconds={20} />
        </Section>
      ) : null}
      <Section
        id="benefits"
        tone={technologies ? 'alt' : 'plain'}
        layout="split"
        title={benefits.title}
        lead={benefits.lead}
      >
        <CardGrid items={benefits.items} columns={2} />
      </Section>
      <Section id="process" tone="dark" title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <CtaBand id="quote" title={cta.title} text={cta.text} action={quote} />
    </>
  );
}
