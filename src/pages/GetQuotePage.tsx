import { getQuotePageCopy } from '../content/forms';
import { deferUntilVisible } from '../lib/deferUntilVisible';
import { FormPage } from './FormPage';

// The form's code (react-hook-form, zod, axios) loads after the page, as soon as the form is
// near the viewport; the prerendered HTML shows the form meanwhile.
const QuoteForm = deferUntilVisible('quote-form', () =>
  import('../features/forms').then((forms) => forms.QuoteForm),
);

export default function GetQuotePage() {
  return <FormPage sectionId="quote" copy={getQuotePageCopy} Form={QuoteForm} />;
}
