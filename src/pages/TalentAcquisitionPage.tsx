import { talentAcquisition } from '../content/talent';
import { deferUntilVisible } from '../lib/deferUntilVisible';
import { OfferPage } from './OfferPage';

// The form's code (react-hook-form, zod, axios) loads when the visitor scrolls near it.
const TalentForm = deferUntilVisible(
  'talent-form',
  () => import('../features/forms').then((forms) => forms.TalentForm),
  { trigger: 'engaged' },
);

export default function TalentAcquisitionPage() {
  return <OfferPage content={talentAcquisition} Form={TalentForm} />;
}
