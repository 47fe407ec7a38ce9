import { CardGrid } from '../components/sections/CardGrid';
import { ContactDetails } from '../components/sections/ContactDetails';
import { PageIntro } from '../components/sections/PageIntro';
import { CertificationPartnerBand, People } from '../components/sections/Proof';
import { Section } from '../components/sections/Section';
import { SocialLinkList } from '../components/sections/SocialLinkList';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Icon } from '../components/ui/Icon';
import {
  aboutMeeting,
  aboutMissionVision,
  aboutVisit,
  aboutWhatWeDo,
  aboutWhyUs,
} from '../content/about';
import { company } from '../content/company';
import { certificationBand } from '../content/proof/certification';
import { team, teamCopy } from '../content/proof/team';
import { usePageMeta } from '../lib/pageMeta';
import styles from './AboutPage.module.css';

export default function AboutPage() {
  const { title, description } = usePageMeta();
  const { mission, vision } = aboutMissionVision;
  return (
    <>
      <PageIntro title={title} lead={description} />

      <Section id={aboutMissionVision.id} title={aboutMissionVision.title}>
        <div className={styles.pair}>
          {[mission, vision].map((block) => (
            <article key={block.title} className={styles.statement}>
              <h3>{block.title}</h3>
              <p>{block.text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section
        id={aboutWhatWeDo.id}
        title={aboutWhatWeDo.title}
        lead={aboutWhatWeDo.lead}
        tone="dark"
      >
        <CardGrid items={aboutWhatWeDo.items} columns={2} />
      </Section>

      <Section id={aboutWhyUs.id} title={aboutWhyUs.title} layout="split">
        <ul className={styles.reasons}>
          {aboutWhyUs.reasons.map((reason) => (
            <li key={reason.title}>
              <Icon name="check" size={22} className={styles.check} />
              <div>
                <h3 className={styles.reasonTitle}>{reason.title}</h3>
                <p>{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <People copy={teamCopy} people={team} />

      <CertificationPartnerBand {...certificationBand} />

      <Section id={aboutVisit.id} title={aboutVisit.title} tone="alt">
        <div className={styles.visit}>
          <ContactDetails
            items={[
              { icon: 'clock', ...aboutVisit.hours },
              { icon: 'location', ...aboutVisit.address },
              { icon: 'phone', ...aboutVisit.phone },
              { icon: 'whatsapp', ...aboutVisit.whatsApp },
            ]}
          />
          <div>
            <h3>{aboutVisit.social.title}</h3>
            <SocialLinkList links={aboutVisit.social.links} prefix={`${company.shortName} on`} />
          </div>
        </div>
      </Section>

      <Section id={aboutMeeting.id} title={aboutMeeting.title} lead={aboutMeeting.lead}>
        <dl className={styles.details}>
          {aboutMeeting.details.map((detail) => (
            <div key={detail.label} className={styles.detail}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          {aboutMeeting.actions.map((action, index) => (
            <ButtonLink
              key={action.to}
              to={action.to}
              variant={index === 0 ? 'primary' : 'outline'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </Section>
    </>
  );
}
