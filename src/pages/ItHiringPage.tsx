import { itHiring } from '../content/itHiring';
import { OfferPage } from './OfferPage';

export default function ItHiringPage() {
  return <OfferPage content={itHiring} />;
}
