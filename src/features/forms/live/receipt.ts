/**
 * The receipt's record parts, filled into its served template (`receipt/FormReceipt.tsx`): the
 * reference, what was sent, the WhatsApp message naming the reference, and for a booking "Add to
 * calendar", which builds the same .ics file the acknowledgement e-mail carries, loading the
 * calendar library only when asked.
 */
import type { Collection } from '../../../records/collections';
import { referenceOf } from '../../../records/reference';
import { receiptCopy } from '../../../content/forms';
import { company } from '../../../content/company';
import { sessionPlace } from '../../../content/acknowledgement';
import { siteUrl } from '../../../config/site';
import { downloadText } from '../../../lib/download';
import { FORM_PART } from '../formParts';
import { sentSummary } from '../receipt/sentSummary';

const part = (receipt: HTMLElement, name: string) =>
  receipt.querySelector<HTMLElement>(`[${FORM_PART}="${name}"]`);

export function fillReceipt(
  receipt: HTMLElement,
  collection: Collection,
  id: string,
  values: Readonly<Record<string, unknown>>,
): HTMLElement {
  const reference = referenceOf(collection, id);
  receipt.setAttribute('aria-label', `${receiptCopy.title} ${reference}`);
  part(receipt, 'reference')!.textContent = reference;
  part(receipt, 'summary')!.textContent = sentSummary(collection, values);
  part(receipt, 'whatsApp')!.setAttribute(
    'href',
    company.whatsApp.withText(receiptCopy.whatsAppText(reference)),
  );
  const calendar = part(receipt, 'calendar');
  const failed = part(receipt, 'calendarFailed');
  calendar?.addEventListener('click', () => {
    void import('../../../lib/sessionCalendar')
      .then(({ sessionCalendar }) => {
        const entry = sessionCalendar(
          { ...values },
          reference,
          sessionPlace(new URL(siteUrl).hostname),
        );
        if (entry === undefined) throw new Error('no readable date and time');
        downloadText(`session-${reference}.ics`, entry, 'text/calendar');
        if (failed) failed.hidden = true;
      })
      .catch(() => {
        if (failed) failed.hidden = false;
      });
  });
  return receipt;
}
