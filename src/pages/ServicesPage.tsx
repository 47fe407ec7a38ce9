import { CardGrid } from '../components/sections/CardGrid';
import { CtaBand } from '../components/sections/CtaBand';
import { PageIntro } from '../components/sections/PageIntro';
import { CaseStudies, ClientLogos } from '../components/sections/Proof';
import { Section } from '../components/sections/Section';
import { caseStudies, caseStudiesCopy, caseStudyLabels } from '../content/proof/caseStudies';
import { clients, clientsCopy } from '../content/proof/clients';
import { servicesOverview } from '../content/servicesOverview';
import { usePageMeta } from '../lib/pageMeta';

export default function ServicesPage() {
  const { title, description } = usePageMeta();
  return (
    <>
      <PageIntro title={title} lead={description} />
      <Section id={servicesOverview.id} title={servicesOverview.title} lead={servicesOverview.lead}>
        <CardGrid items={servicesOverview.cards} columns={2} />
      </Section>
      <CaseStudies copy={caseStudiesCopy} studies={caseStudies} labels={caseStudyLabels} />
      <ClientLogos copy={clientsCopy} clients={clients} />
      <CtaBand {...servicesOverview.cta} />
    </>
  );
}
