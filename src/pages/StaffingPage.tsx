import { staffing } from '../content/staffing';
import { deferUntilVisible } from '../lib/deferUntilVisible';
import { OfferPage } from './OfferPage';

// The shared talent request form (it really sends); its code loads when scrolled near.
const TalentForm = deferUntilVisible(
  'talent-form',
  () => import('../features/forms').then((forms) => forms.TalentForm),
  { trigger: 'engaged' },
);

export default function StaffingPage() {
  return <OfferPage content={staffing} Form={TalentForm} />;
}
