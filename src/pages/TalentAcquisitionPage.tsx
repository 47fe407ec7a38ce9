import { talentAcquisition } from '../content/talent';
import { whatsAppFirstLine } from '../content/whatsApp';
import { deferredForm } from './deferredForm';
import { OfferPage } from './OfferPage';

const TalentForm = deferredForm('talent-form', 'TalentForm');

export default function TalentAcquisitionPage() {
  return (
    <OfferPage content={talentAcquisition} Form={TalentForm} whatsApp={whatsAppFirstLine.talent} />
  );
}
