import type { Person, ProofCopy } from '../../components/sections/Proof';

export const teamCopy: ProofCopy = {
  id: 'team',
  title: 'The people you will work with',
};

export const trainersCopy: ProofCopy = {
  id: 'trainers',
  title: 'Your trainers',
};

/**
 * The team and the trainers, as they want to be presented (photo optional: initials stand in).
 * Real people only, with their consent: while a list is empty its section is not shown.
 */
export const team: readonly Person[] = [];
export const trainers: readonly Person[] = [];
