import { bookSessionPageCopy } from '../content/forms';
import { BookSessionForm } from '../features/forms';
import { FormPage } from './FormPage';

export default function BookSessionPage() {
  return <FormPage sectionId="booking" copy={bookSessionPageCopy} Form={BookSessionForm} />;
}
