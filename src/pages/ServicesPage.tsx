import { CardGrid } from '../components/sections/CardGrid';
import { CtaBand } from '../components/sections/CtaBand';
import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
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
      <CtaBand {...servicesOverview.cta} />
    </>
  );
}
