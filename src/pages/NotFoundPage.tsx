import { LinkList } from '../components/ui/LinkList';
import { PageIntro } from '../components/sections/PageIntro';
import { Section } from '../components/sections/Section';
import { notFoundLinks } from '../content/navigation';

export default function NotFoundPage() {
  return (
    <>
      <PageIntro
        title="Page not found"
        lead="We could not find that page. It may have moved, or the address may have a typo."
      />
      <Section title="Where to next?">
        <LinkList links={notFoundLinks} />
      </Section>
    </>
  );
}
