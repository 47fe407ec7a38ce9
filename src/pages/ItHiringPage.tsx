import { CardGrid } from '../components/sections/CardGrid';
import { CtaBand } from '../components/sections/CtaBand';
import { MediaText } from '../components/sections/MediaText';
import { PageIntro } from '../components/sections/PageIntro';
import { ProcessSteps } from '../components/sections/ProcessSteps';
import { Section } from '../components/sections/Section';
import { ButtonLink } from '../components/ui/ButtonLink';
import { itHiring } from '../content/itHiring';

export default function ItHiringPage() {
  const { hero, overview, roles, process, forEmployers, cta } = itHiring;
  return (
    <>
      <PageIntro
        title={hero.title}
        lead={hero.lead}
        actions={
          <ButtonLink to={hero.action.to} variant="accent">
            {hero.action.label}
          </ButtonLink>
        }
      />
      <Section id="overview" title={overview.title}>
        <MediaText
          paragraphs={overview.paragraphs}
          points={overview.points}
          image={overview.image}
        />
      </Section>
      <Section id="roles" tone="alt" title={roles.title} lead={roles.lead}>
        <CardGrid items={roles.items} />
      </Section>
      <Section id="process" title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section id="for-employers" tone="alt" title={forEmployers.title} lead={forEmployers.lead}>
        <CardGrid items={forEmployers.items} />
      </Section>
      <CtaBand id="apply" title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
