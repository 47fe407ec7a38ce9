import { bookSessionPageCopy } from '../content/forms';
import { deferUntilVisible } from '../lib/deferUntilVisible';
import { FormPage } from './FormPage';

// The form's code (react-hook-form, zod, axios) loads when the visitor reaches for the form (a
// tap, a key, a scroll); the prerendered HTML shows the form meanwhile.
const BookSessionForm = deferUntilVisible(
  'booking-form',
  () => import('../features/forms').then((forms) => forms.BookSessionForm),
  { trigger: 'engaged' },
);

export default function BookSessionPage() {
  return <FormPage sectionId="booking" copy={bookSessionPageCopy} Form={BookSessionForm} />;
}
