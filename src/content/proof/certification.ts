import type { CertificationPartner, ProofCopy } from '../../components/sections/Proof';

export const certificationCopy: ProofCopy = {
  id: 'certification-partner',
  title: 'Our certification partner',
};

export const certificationLinkLabel = 'About the certificates';

/**
 * The body whose certificates the courses prepare for: its name, a line on what the partnership
 * gives students, and optionally its logo and page. Unset until the partnership is confirmed:
 * then the section is not shown.
 */
export const certificationPartner: CertificationPartner | undefined = undefined;

/** The certification band as the About and course pages show it. */
export const certificationBand = {
  copy: certificationCopy,
  partner: certificationPartner,
  linkLabel: certificationLinkLabel,
};
