import type { ReactNode } from 'react';
import { ApplySteps } from '../components/sections/ApplySteps';
import { CourseShowcase } from '../components/sections/CourseShowcase';
import { Facts } from '../components/sections/Facts';
import { MeetingCards } from '../components/sections/MeetingCards';
import { Promotions } from '../components/sections/Promotions';
import { CaseStudies, ClientLogos } from '../components/sections/Proof';
import { Section } from '../components/sections/Section';
import { SocialLinkList } from '../components/sections/SocialLinkList';
import { VideoFeature } from '../components/sections/VideoFeature';
import { Accordion } from '../components/ui/Accordion';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Carousel } from '../components/ui/Carousel';
import { LinkCard } from '../components/ui/LinkCard';
import { company } from '../content/company';
import {
  courseShowcase,
  homeApply,
  homeCourses,
  homeFacts,
  homeInfo,
  homeMeetings,
  homePromotions,
  homeServices,
  homeVideo,
  type HomeCard,
} from '../content/homeSections';
import type { HomeLink } from '../content/home';
import { caseStudies, caseStudiesCopy, caseStudyLabels } from '../content/proof/caseStudies';
import { clients, clientsCopy } from '../content/proof/clients';
import styles from './HomePage.module.css';
import { LinkText } from '../components/ui/LinkText';

const cardSizes = '(min-width: 1000px) 22rem, (min-width: 600px) 50vw, 100vw';

const renderCard = (card: HomeCard) => <LinkCard {...card} sizes={cardSizes} />;
const cardKey = (card: HomeCard) => card.id;

/** A titled band of link cards in a carousel, with anything else the band shows after it. */
function CardCarousel({
  group,
  children,
}: {
  group: typeof homeServices | typeof homeCourses;
  children?: ReactNode;
}) {
  return (
    <Section id={group.id} title={group.title} lead={group.lead} tone="alt">
      <Carousel {...group.carousel} items={group.cards} getKey={cardKey} renderItem={renderCard} />
      {children}
    </Section>
  );
}

function Cta({ link, variant }: { link: HomeLink; variant?: 'primary' | 'outline' }) {
  return (
    <ButtonLink to={link.to} variant={variant}>
      <LinkText label={link.label} context={link.context} />
    </ButtonLink>
  );
}

const infoPanels = homeInfo.panels.map((panel) => ({
  id: panel.id,
  title: panel.title,
  content: (
    <>
      {panel.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {'social' in panel && panel.social ? (
        <SocialLinkList links={company.social} prefix={`${company.shortName} on`} />
      ) : null}
      {'link' in panel && panel.link ? <Cta link={panel.link} variant="outline" /> : null}
    </>
  ),
}));

/** The home page below its first two sections, laid out only as it nears the viewport. */
export default function HomePageMore() {
  return (
    <>
      <CardCarousel group={homeServices}>
        <div className={styles.more}>
          <Cta link={homeServices.more} />
        </div>
      </CardCarousel>

      <ClientLogos copy={clientsCopy} clients={clients} />

      <CaseStudies copy={caseStudiesCopy} studies={caseStudies} labels={caseStudyLabels} />

      <CourseShowcase {...courseShowcase} />

      <CardCarousel group={homeCourses} />

      <Promotions {...homePromotions} />

      <Section id={homeInfo.id} title={homeInfo.title} tone="alt">
        <Accordion items={infoPanels} />
      </Section>

      <Facts {...homeFacts} />

      <Section id={homeMeetings.id} title={homeMeetings.title} lead={homeMeetings.lead}>
        <MeetingCards items={homeMeetings.options} threshold={homeMeetings.visibleThreshold} />
        <Cta link={homeMeetings.link} />
      </Section>

      <VideoFeature {...homeVideo} />

      <Section id={homeApply.id} title={homeApply.title} lead={homeApply.lead}>
        <ApplySteps steps={homeApply.steps} actions={homeApply.actions} />
      </Section>
    </>
  );
}
