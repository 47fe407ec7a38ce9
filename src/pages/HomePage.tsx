import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { ButtonLink } from '../components/ui/ButtonLink';
import { paths } from '../config/paths';
import { usePageMeta } from '../lib/pageMeta';

export default function HomePage() {
  const { title, description } = usePageMeta();
  return (
    <div id="top">
      <PageIntro
        title={title}
        lead={description}
        actions={
          <>
            <ButtonLink to={paths.contact} variant="accent">
              Get started
            </ButtonLink>
            <ButtonLink to={paths.services} variant="light">
              Explore All Our Services
            </ButtonLink>
          </>
        }
      />
      <Section
        id="meetings"
        title="Meet our team"
        lead="Book a free session at our Lagos office or online, and plan your project or your training with us."
      >
        <ButtonLink to={paths.bookSession}>Book a Session</ButtonLink>
      </Section>
      <Section
        id="apply"
        tone="alt"
        title="Apply for training"
        lead="Web development, mobile apps, data analysis, cyber security and UI/UX: pick a course and enrol."
      >
        <ButtonLink to={paths.trainingWebDevelopment}>Enroll Now</ButtonLink>
      </Section>
    </div>
  );
}
