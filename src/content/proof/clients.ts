import type { ClientLogo, ProofCopy } from '../../components/sections/Proof';

export const clientsCopy: ProofCopy = {
  id: 'clients',
  title: 'Companies we have worked with',
};

/**
 * Clients who have agreed to be named, each with its logo as an SVG under public/. Only real
 * clients, with their permission: while this list is empty the section is not shown.
 */
export const clients: readonly ClientLogo[] = [];
