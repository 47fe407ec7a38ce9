import { CardGrid } from '../components/sections/CardGrid';
import { CtaBand } from '../components/sections/CtaBand';
import { MediaText } from '../components/sections/MediaText';
import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { WhatsAppPrompt } from '../components/ui/WhatsAppLink';
import { techConsulting } from '../content/consulting';
import { whatsAppFirstLine, whatsAppPrompt } from '../content/whatsApp';
import { HiringForm } from '../features/forms';

export default function TechConsultingPage() {
  const { hero, services, whyPartner, form, cta } = techConsulting;
  return (
    <>
      <PageIntro title={hero.title} lead={hero.lead} action={hero.action} />
      <Section id="services" title={services.title} lead={services.lead}>
        <CardGrid items={services.items} />
      </Section>
      <Section id="why-partner" tone="alt" title={whyPartner.title}>
        <MediaText
          paragraphs={whyPartner.paragraphs}
          points={whyPartner.points}
          image={whyPartner.image}
        />
      </Section>
      <Section id="enquiry" title={form.title} lead={form.lead}>
        <WhatsAppPrompt {...whatsAppPrompt(whatsAppFirstLine.consulting)} />
        <HiringForm labelledBy="enquiry-title" />
      </Section>
      <CtaBand id="consultation" title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
