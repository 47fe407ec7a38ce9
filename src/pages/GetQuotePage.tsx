import { getQuotePageCopy } from '../content/forms';
import { QuoteForm } from '../features/forms';
import { FormPage } from './FormPage';

export default function GetQuotePage() {
  return <FormPage sectionId="quote" copy={getQuotePageCopy} Form={QuoteForm} />;
}
