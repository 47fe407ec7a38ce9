import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { HomeHero } from '../components/sections/HomeHero';
import { Section } from '../components/sections/Section';
import { WordReveal } from '../components/sections/WordReveal';
import { ButtonLink } from '../components/ui/ButtonLink';
import { homeHero, homeIntro } from '../content/home';
import { loadWhenOnline, waitToLoad } from '../lib/waitToLoad';
// The styles of the deferred part (HomePageMore) belong to this page's chunk, so its CSS is
// linked from the prerendered HTML and that part is styled before its code arrives. (Exported
// only so the bundler keeps them here.)
import accordion from '../components/ui/Accordion.module.css';
import carousel from '../components/ui/Carousel.module.css';
import linkCard from '../components/ui/LinkCard.module.css';
import applySteps from '../components/sections/ApplySteps.module.css';
import courseShowcase from '../components/sections/CourseShowcase.module.css';
import facts from '../components/sections/Facts.module.css';
import meetingCards from '../components/sections/MeetingCards.module.css';
import promotions from '../components/sections/Promotions.module.css';
import socialLinkList from '../components/sections/SocialLinkList.module.css';
import videoFeature from '../components/sections/VideoFeature.module.css';
import page from './HomePage.module.css';

export const deferredStyles = [
  accordion,
  carousel,
  linkCard,
  applySteps,
  courseShowcase,
  facts,
  meetingCards,
  promotions,
  socialLinkList,
  videoFeature,
  page,
];

const MORE_ID = 'home-more';

let More: ComponentType | null = null;
const loadMore = () =>
  import('./HomePageMore').then((module) => {
    More = module.default;
    return module.default;
  });

// A client-side navigation to this page has no served HTML to keep: load the rest before the
// first render, so that it renders at once and `/#meetings` finds its anchor.
if (typeof document !== 'undefined' && !document.getElementById(MORE_ID)) await loadMore();

// Hydrating the served page: the rest stays as served until the visitor reaches for it (a scroll
// that brings it within 800 px of the viewport, a tap or key inside it) or the phone is idle a few
// seconds later (or the visitor leaves the page); then its code loads and hydrates it.
// Its hydration does not compete with the page's own start (its carousels, clips and counters run
// without it: decision 0040).
let stopWaiting: (() => void) | undefined;
const DeferredMore = lazy(async () => {
  const anchor = typeof document === 'undefined' ? null : document.getElementById(MORE_ID);
  if (anchor && 'IntersectionObserver' in window) {
    const waiting = waitToLoad(anchor, { trigger: 'engaged', rootMargin: '800px 0px' });
    stopWaiting = waiting.stop;
    await waiting.ready;
    stopWaiting = undefined;
    return { default: await loadWhenOnline(loadMore) };
  }
  return { default: await loadMore() };
});

export default function HomePage() {
  // Leaving before scrolling down: load the rest now, so that coming back (to /#meetings, say)
  // renders it at once.
  useEffect(() => () => stopWaiting?.(), []);
  const Loaded = More;
  return (
    <div id="top">
      <HomeHero {...homeHero} />

      <Section id={homeIntro.id} title={homeIntro.title}>
        <WordReveal text={homeIntro.text} intervalMs={homeIntro.wordIntervalMs} />
        <ButtonLink to={homeIntro.link.to} variant="outline">
          {homeIntro.link.label} <span className="visually-hidden">{homeIntro.link.context}</span>
        </ButtonLink>
      </Section>

      <div id={MORE_ID} className={page.rest}>
        <Suspense fallback={null}>{Loaded ? <Loaded /> : <DeferredMore />}</Suspense>
      </div>
    </div>
  );
}
