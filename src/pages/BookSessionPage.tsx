import { bookSessionPageCopy } from '../content/forms';
import { deferredForm } from './deferredForm';
import { FormPage } from './FormPage';

const BookSessionForm = deferredForm('booking-form', 'BookSessionForm');

export default function BookSessionPage() {
  return <FormPage sectionId="booking" copy={bookSessionPageCopy} Form={BookSessionForm} />;
}
