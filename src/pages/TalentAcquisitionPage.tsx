import { talentAcquisition } from '../content/talent';
import { whatsAppFirstLine } from '../content/whatsApp';
import { TalentForm } from '../features/forms';
import { OfferPage } from './OfferPage';

export default function TalentAcquisitionPage() {
  return (
    <OfferPage content={talentAcquisition} Form={TalentForm} whatsApp={whatsAppFirstLine.talent} />
  );
}
