import { PageIntro } from '../components/sections/PageIntro';
import { usePageMeta } from '../lib/pageMeta';

export default function TalentAcquisitionPage() {
  const { title, description } = usePageMeta();
  return <PageIntro title={title} lead={description} />;
}
