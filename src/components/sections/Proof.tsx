/**
 * The sections that show proof of the company's work: the clients it has worked for, case
 * studies, the team and trainers, and the certification partner. Each takes its entries as
 * props and renders nothing while there are none, so a page can place them all and show only
 * those whose content has been written (src/content/proof/).
 */
import { initialsOf } from '../../lib/initials';
import type { SvgImage } from '../../lib/media';
import { SvgImg } from '../ui/SvgImg';
import { Section } from './Section';
import styles from './Proof.module.css';

/** A client the company has worked for, by its logo. */
export interface ClientLogo {
  name: string;
  /** The logo file; its `alt` is the client's name. */
  logo: SvgImage;
}

/** One project told in three steps. */
export interface CaseStudy {
  client: string;
  title: string;
  problem: string;
  built: string;
  result: string;
}

/** A person of the team or a trainer. Without a photo, the initials stand in. */
export interface Person {
  name: string;
  role: string;
  bio: string;
  photo?: SvgImage;
}

/** The body whose certificates the courses prepare for. */
export interface CertificationPartner {
  name: string;
  text: string;
  logo?: SvgImage;
  /** The partner's own page about the certificates. */
  url?: string;
}

/** What a proof section says above its entries. */
export interface ProofCopy {
  id: string;
  title: string;
  lead?: string;
}

export function ClientLogos({
  copy,
  clients,
}: {
  copy: ProofCopy;
  clients: readonly ClientLogo[];
}) {
  if (clients.length === 0) return null;
  return (
    <Section {...copy}>
      <ul className={styles.logos}>
        {clients.map((client) => (
          <li key={client.name}>
            <SvgImg image={client.logo} alt={client.name} loading="lazy" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CaseStudies({
  copy,
  studies,
  labels,
}: {
  copy: ProofCopy;
  studies: readonly CaseStudy[];
  /** The three step names, e.g. "The problem", "What we built", "The result". */
  labels: { problem: string; built: string; result: string };
}) {
  if (studies.length === 0) return null;
  return (
    <Section {...copy} tone="dark">
      <div className={styles.studies}>
        {studies.map((study) => (
          <article key={study.title} className={styles.study}>
            <p className={styles.client}>{study.client}</p>
            <h3>{study.title}</h3>
            <dl className={styles.steps}>
              {(['problem', 'built', 'result'] as const).map((step) => (
                <div key={step}>
                  <dt>{labels[step]}</dt>
                  <dd>{study[step]}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function People({ copy, people }: { copy: ProofCopy; people: readonly Person[] }) {
  if (people.length === 0) return null;
  return (
    <Section {...copy}>
      <ul className={styles.people}>
        {people.map((person) => (
          <li key={person.name} className={styles.person}>
            {person.photo ? (
              <SvgImg image={person.photo} alt="" className={styles.photo} loading="lazy" />
            ) : (
              <span className={styles.photo} aria-hidden="true">
                {initialsOf(person.name)}
              </span>
            )}
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>{person.role}</p>
            <p>{person.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CertificationPartnerBand({
  copy,
  partner,
  linkLabel,
}: {
  copy: ProofCopy;
  partner: CertificationPartner | undefined;
  /** Words of the link to the partner's page. */
  linkLabel: string;
}) {
  if (!partner) return null;
  return (
    <Section {...copy} tone="alt">
      <div className={styles.partner}>
        {partner.logo ? (
          <SvgImg image={partner.logo} alt={partner.name} loading="lazy" />
        ) : (
          <p className={styles.partnerName}>{partner.name}</p>
        )}
        <div>
          <p>{partner.text}</p>
          {partner.url ? <a href={partner.url}>{linkLabel}</a> : null}
        </div>
      </div>
    </Section>
  );
}
