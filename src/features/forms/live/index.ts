/**
 * A public page's forms, made live without the app (decision 0051): loaded by the visit's script
 * when the visitor reaches for a form (`src/lib/formCode.ts`).
 */
import { FORM_COLLECTION, FORM_LIVE } from '../../../lib/formCode';
import { collectionOf, liveForm } from './liveForm';
import { formSchemas } from '../../../records/schemas';

const formsNotLive = () =>
  document.querySelectorAll<HTMLFormElement>(`form[${FORM_COLLECTION}]:not([${FORM_LIVE}])`);

/** Builds the schema of each form on the page (zod's first schema costs most on a slow phone). */
function buildSchemas(): void {
  formsNotLive().forEach((form) => formSchemas[collectionOf(form)]);
}

export function startForms(): void {
  formsNotLive().forEach(liveForm);
}

/**
 * The start in steps the visit's script runs in gaps between keys: at a 4× slower CPU, building
 * a form's schema and making it live each take about as long as the gap a typist leaves.
 */
export const startSteps = [buildSchemas, startForms] as const;
