import { CardGrid } from '../components/sections/CardGrid';
import { CtaBand } from '../components/sections/CtaBand';
import { MediaText } from '../components/sections/MediaText';
import { PageIntro } from '../components/sections/PageIntro';
import { ProcessSteps } from '../components/sections/ProcessSteps';
import { Section } from '../components/sections/Section';
import { ButtonLink } from '../components/ui/ButtonLink';
import { talentAcquisition } from '../content/talent';
import { deferUntilVisible } from '../lib/deferUntilVisible';

// The form's code (react-hook-form, zod, axios) loads when the visitor scrolls near it.
const TalentForm = deferUntilVisible('talent-form', () =>
  import('../features/forms').then((forms) => forms.TalentForm),
);

export default function TalentAcquisitionPage() {
  const { hero, overview, services, process, reasons, cta, form } = talentAcquisition;
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
        <MediaText paragraphs={overview.paragraphs} image={overview.image} />
      </Section>
      <Section id="services" tone="alt" title={services.title} lead={services.lead}>
        <CardGrid items={services.items} />
      </Section>
      <Section id="process" title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section id="why-partner" tone="alt" title={reasons.title} lead={reasons.lead}>
        <CardGrid items={reasons.items} />
      </Section>
      <CtaBand id="talk-to-us" title={cta.title} text={cta.text} action={cta.action} />
      <Section id="request-talent" title={form.title} lead={form.lead}>
        <TalentForm labelledBy="request-talent-title" />
      </Section>
    </>
  );
}
