import type { CaseStudy, ProofCopy } from '../../components/sections/Proof';

export const caseStudiesCopy: ProofCopy = {
  id: 'case-studies',
  title: 'Work we have delivered',
  lead: 'The problem, what we built and what changed for the client.',
};

export const caseStudyLabels = {
  problem: 'The problem',
  built: 'What we built',
  result: 'The result',
} as const;

/**
 * Projects told with the client's agreement: their real problem, what was built and a measured
 * result. While this list is empty the section is not shown.
 */
export const caseStudies: readonly CaseStudy[] = [];
