import { getQuotePageCopy } from '../content/forms';
import { deferredForm } from './deferredForm';
import { FormPage } from './FormPage';

const QuoteForm = deferredForm('quote-form', 'QuoteForm');

export default function GetQuotePage() {
  return <FormPage sectionId="quote" copy={getQuotePageCopy} Form={QuoteForm} />;
}
