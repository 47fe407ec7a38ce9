import { staffing } from '../content/staffing';
import { whatsAppFirstLine } from '../content/whatsApp';
import { deferredForm } from './deferredForm';
import { OfferPage } from './OfferPage';

const TalentForm = deferredForm('talent-form', 'TalentForm');

export default function StaffingPage() {
  return <OfferPage content={staffing} Form={TalentForm} whatsApp={whatsAppFirstLine.staffing} />;
}
