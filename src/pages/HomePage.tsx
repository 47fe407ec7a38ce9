import { HomeHero } from '../components/sections/HomeHero';
import { Section } from '../components/sections/Section';
import { WordReveal } from '../components/sections/WordReveal';
import { ButtonLink } from '../components/ui/ButtonLink';
import { homeHero, homeIntro } from '../content/home';
import HomePageMore from './HomePageMore';
import page from './HomePage.module.css';

export default function HomePage() {
  return (
    <div id="top">
      <HomeHero {...homeHero} />

      <Section id={homeIntro.id} title={homeIntro.title}>
        <WordReveal text={homeIntro.text} intervalMs={homeIntro.wordIntervalMs} />
        <ButtonLink to={homeIntro.link.to} variant="outline">
          {homeIntro.link.label} <span className="visually-hidden">{homeIntro.link.context}</span>
        </ButtonLink>
      </Section>

      <div className={page.rest}>
        <HomePageMore />
      </div>
    </div>
  );
}
