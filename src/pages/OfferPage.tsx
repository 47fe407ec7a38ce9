import type { ComponentType } from 'react';
import { CardGrid } from '../components/sections/CardGrid';
import { CtaBand } from '../components/sections/CtaBand';
import { MediaText } from '../components/sections/MediaText';
import { PageIntro } from '../components/sections/PageIntro';
import { ProcessSteps } from '../components/sections/ProcessSteps';
import { Section } from '../components/sections/Section';
import { WhatsAppPrompt } from '../components/ui/WhatsAppLink';
import type { OfferPageContent } from '../content/offerPage';
import { whatsAppPrompt } from '../content/whatsApp';

/**
 * A page whose content has a form band gets the form to put in it (labelled by the band's
 * heading) and the first line of the WhatsApp chat offered beside it (src/content/whatsApp.ts).
 */
type OfferPageProps =
  | {
      content: OfferPageContent & { form: object };
      Form: ComponentType<{ labelledBy?: string }>;
      whatsApp: string;
    }
  | { content: OfferPageContent & { form?: undefined }; Form?: undefined; whatsApp?: undefined };

/**
 * The layout of the offer pages (IT hiring, talent acquisition, staffing): not a route of its
 * own; each of those pages is a thin module that renders it with its content and form.
 */
export function OfferPage({ content, Form, whatsApp }: OfferPageProps) {
  const { hero, overview, offer, process, reasons, cta, form } = content;
  return (
    <>
      <PageIntro title={hero.title} lead={hero.lead} action={hero.action} />
      <Section id="overview" title={overview.title}>
        <MediaText
          paragraphs={overview.paragraphs}
          points={overview.points}
          image={overview.image}
        />
      </Section>
      <Section id={offer.id} tone="alt" title={offer.title} lead={offer.lead}>
        <CardGrid items={offer.items} />
      </Section>
      <Section id="process" tone="dark" title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section id={reasons.id} layout="split" title={reasons.title} lead={reasons.lead}>
        <CardGrid items={reasons.items} columns={2} />
      </Section>
      <CtaBand id={cta.id} title={cta.title} text={cta.text} action={cta.action} />
      {form && Form ? (
        <Section id={form.id} title={form.title} lead={form.lead}>
          {whatsApp ? <WhatsAppPrompt {...whatsAppPrompt(whatsApp)} /> : null}
          <Form labelledBy={`${form.id}-title`} />
        </Section>
      ) : null}
    </>
  );
}
