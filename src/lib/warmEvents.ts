/**
 * The event interfaces a visitor's first tap and first key reach script through, made while the
 * page is idle after its load (decision 0058). The first event of a kind a page's script hears
 * has the browser build that kind's script interface (a KeyboardEvent's prototypes, say), once
 * per page: about 4 ms of a slow phone's main thread inside the tap or the key the visitor is
 * waiting on. One made here, unheard, builds it before then. Run by the visit's script: keep
 * small.
 */
import { afterLoad, whenIdle } from './frames';

/** What a tap on a field and typing into it reach the visit's and the form's listeners through. */
const warmed = [
  () => new PointerEvent('pointerdown'),
  () => new FocusEvent('focusin'),
  () => new KeyboardEvent('keydown'),
  () => new InputEvent('input'),
];

export function warmEventInterfaces(): void {
  afterLoad(() =>
    whenIdle(() =>
      warmed.forEach((make) => {
        try {
          make();
        } catch {
          // A browser without this kind of event: no listener of ours hears one either.
        }
      }),
    ),
  );
}
