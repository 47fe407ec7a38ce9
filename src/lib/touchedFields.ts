/**
 * Notes each form field the visitor focuses and leaves, from the page's first moments (decision
 * 0039): a form whose code arrives later shows those fields' errors at once, as if it had been
 * live (`features/forms/live/liveForm.ts`, which reads the mark). Run by the visit's script in the head. Keep small.
 */

/** The mark on a field the visitor has left. */
export const TOUCHED = 'data-touched';

export function noteTouchedFields(): void {
  document.addEventListener(
    'focusout',
    (event) => {
      const field = event.target;
      if (field instanceof Element && field.matches('form :is(input, select, textarea)[name]')) {
        field.setAttribute(TOUCHED, '');
      }
    },
    true,
  );
}
