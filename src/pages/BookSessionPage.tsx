import { bookSessionPageCopy } from '../content/forms';
import { deferUntilVisible } from '../lib/deferUntilVisible';
import { FormPage } from './FormPage';

// The form's code (react-hook-form, zod, axios) loads after the page, as soon as the form is
// near the viewport; the prerendered HTML shows the form meanwhile.
const BookSessionForm = deferUntilVisible('booking-form', () =>
  import('../features/forms').then((forms) => forms.BookSessionForm),
);

export default function BookSessionPage() {
  return <FormPage sectionId="booking" copy={bookSessionPageCopy} Form={BookSessionForm} />;
}
