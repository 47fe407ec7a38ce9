import { getQuotePageCopy } from '../content/forms';
import { deferUntilVisible } from '../lib/deferUntilVisible';
import { FormPage } from './FormPage';

// The form's code (react-hook-form, zod, axios) loads when the visitor reaches for the form (a
// tap, a key, a scroll); the prerendered HTML shows the form meanwhile.
const QuoteForm = deferUntilVisible(
  'quote-form',
  () => import('../features/forms').then((forms) => forms.QuoteForm),
  { trigger: 'engaged' },
);

export default function GetQuotePage() {
  return <FormPage sectionId="quote" copy={getQuotePageCopy} Form={QuoteForm} />;
}
