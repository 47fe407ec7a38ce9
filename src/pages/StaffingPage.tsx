import { staffing } from '../content/staffing';
import { whatsAppFirstLine } from '../content/whatsApp';
import { TalentForm } from '../features/forms';
import { OfferPage } from './OfferPage';

export default function StaffingPage() {
  return <OfferPage content={staffing} Form={TalentForm} whatsApp={whatsAppFirstLine.staffing} />;
}
