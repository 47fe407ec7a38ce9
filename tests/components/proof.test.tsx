/** The proof sections: each shows its entries, and nothing at all while it has none. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CaseStudies,
  CertificationPartnerBand,
  ClientLogos,
  People,
} from '../../src/components/sections/Proof';
import { caseStudyLabels } from '../../src/content/proof/caseStudies';
import {
  placeholderClients,
  placeholderPartner,
  placeholderPeople,
  placeholderStudy,
} from './proof.fixtures';

const copy = { id: 'proof', title: 'Proof heading', lead: 'Proof lead.' };
const band = () => screen.getByRole('region', { name: copy.title });

describe('the proof sections', () => {
  it('render nothing while their content is empty', () => {
    const { container } = render(
      <>
        <ClientLogos copy={copy} clients={[]} />
        <CaseStudies copy={copy} studies={[]} labels={caseStudyLabels} />
        <People copy={copy} people={[]} />
        <CertificationPartnerBand copy={copy} partner={undefined} linkLabel="About" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows client logos named by the client', () => {
    render(<ClientLogos copy={copy} clients={placeholderClients} />);
    for (const client of placeholderClients) {
      expect(within(band()).getByRole('img', { name: client.name })).toBeInTheDocument();
    }
  });

  it('tells a case study as problem, what was built and result', () => {
    render(<CaseStudies copy={copy} studies={[placeholderStudy]} labels={caseStudyLabels} />);
    const study = within(band()).getByRole('article');
    expect(within(study).getByRole('heading', { level: 3 })).toHaveTextContent(
      placeholderStudy.title,
    );
    const terms = within(study)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([caseStudyLabels.problem, caseStudyLabels.built, caseStudyLabels.result]);
    const details = within(study)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(details).toEqual([
      placeholderStudy.problem,
      placeholderStudy.built,
      placeholderStudy.result,
    ]);
  });

  it('shows people with their role, initials standing in for a photo', () => {
    render(<People copy={copy} people={placeholderPeople} />);
    const person = placeholderPeople[0]!;
    expect(within(band()).getByRole('heading', { level: 3 })).toHaveTextContent(person.name);
    expect(band()).toHaveTextContent(person.role);
    expect(within(band()).getByText('PP')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the certification partner and links to its page', () => {
    render(<CertificationPartnerBand copy={copy} partner={placeholderPartner} linkLabel="About" />);
    expect(band()).toHaveTextContent(placeholderPartner.name);
    expect(band()).toHaveLink('About', placeholderPartner.url!);
  });
});
