/**
 * What an offer page says: IT hiring, IT talent acquisition and IT staffing share one layout
 * (src/pages/OfferPage.tsx), so their content shares this shape.
 */
import type { CardItem } from '../components/sections/CardGrid';
import type { CtaAction } from '../components/sections/CtaBand';
import type { ProcessStep } from '../components/sections/ProcessSteps';
import type { ResponsiveImage } from '../lib/media';

/** A band of cards with its anchor id (its heading gets `${id}-title`). */
export interface OfferCardBand {
  id: string;
  title: string;
  lead: string;
  items: readonly CardItem[];
}

export interface OfferPageContent {
  hero: { title: string; lead: string; action: CtaAction };
  overview: {
    title: string;
    paragraphs: readonly string[];
    /** A check list under the paragraphs. */
    points?: readonly string[];
    image: ResponsiveImage;
  };
  /** What the page offers (services, industries served, open roles), before the process. */
  offer: OfferCardBand;
  process: { title: string; lead: string; steps: readonly ProcessStep[] };
  /** After the process: why choose us or, on IT hiring, what we do for employers. */
  reasons: OfferCardBand;
  cta: { id: string; title: string; text: string; action: CtaAction };
  /** The request form's band at the foot of the page; its page module supplies the form. */
  form?: { id: string; title: string; lead: string };
}
