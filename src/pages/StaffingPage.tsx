import { CardGrid } from '../components/sections/CardGrid';
import { CtaBand } from '../components/sections/CtaBand';
import { MediaText } from '../components/sections/MediaText';
import { PageIntro } from '../components/sections/PageIntro';
import { ProcessSteps } from '../components/sections/ProcessSteps';
import { Section } from '../components/sections/Section';
import { ButtonLink } from '../components/ui/ButtonLink';
import { staffing } from '../content/staffing';
import { deferUntilVisible } from '../lib/deferUntilVisible';

// The shared talent request form (it really sends); its code loads when scrolled near.
const TalentForm = deferUntilVisible('talent-form', () =>
  import('../features/forms').then((forms) => forms.TalentForm),
);

export default function StaffingPage() {
  const { hero, overview, industries, process, differentiators, cta, form } = staffing;
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
      <Section id="industries" tone="alt" title={industries.title} lead={industries.lead}>
        <CardGrid items={industries.items} />
      </Section>
      <Section id="process" title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section
        id="differentiators"
        tone="alt"
        title={differentiators.title}
        lead={differentiators.lead}
      >
        <CardGrid items={differentiators.items} />
      </Section>
      <CtaBand id="get-in-touch" title={cta.title} text={cta.text} action={cta.action} />
      <Section id="request-staff" title={form.title} lead={form.lead}>
        <TalentForm labelledBy="request-staff-title" />
      </Section>
    </>
  );
}
