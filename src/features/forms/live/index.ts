/**
 * A public page's forms, made live without the app (decision 0051): loaded by the visit's script
 * when the visitor reaches for a form (`src/lib/formCode.ts`).
 */
import { FORM_COLLECTION, FORM_LIVE } from '../../../lib/formCode';
import { liveForm } from './liveForm';

export function startForms(): void {
  document
    .querySelectorAll<HTMLFormElement>(`form[${FORM_COLLECTION}]:not([${FORM_LIVE}])`)
    .forEach(liveForm);
}
