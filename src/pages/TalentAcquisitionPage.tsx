import { talentAcquisition } from '../content/talent';
import { deferredForm } from './deferredForm';
import { OfferPage } from './OfferPage';

const TalentForm = deferredForm('talent-form', 'TalentForm');

export default function TalentAcquisitionPage() {
  return <OfferPage content={talentAcquisition} Form={TalentForm} />;
}
