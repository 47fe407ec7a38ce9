/**
 * The event interfaces a first tap and key reach script through are made while the page is idle
 * after its load (decision 0058), not in the tap or the key: one event of each kind, heard by no
 * listener.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmEventInterfaces } from '../../src/lib/warmEvents';

const kinds = ['PointerEvent', 'FocusEvent', 'KeyboardEvent', 'InputEvent'] as const;

/** Each kind replaced by one that counts what is made of it; the idle callbacks held. */
function watch({ missing }: { missing?: (typeof kinds)[number] } = {}) {
  const made: string[] = [];
  for (const kind of kinds) {
    vi.stubGlobal(
      kind,
      kind === missing
        ? undefined
        : class extends Event {
            constructor(type: string) {
              super(type);
              made.push(`${kind} ${type}`);
            }
          },
    );
  }
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  return { made, runIdle: () => idle.splice(0).forEach((task) => task()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event interfaces', () => {
  it('are made once the page is idle, one event of each kind a tap and typing reach', () => {
    const { made, runIdle } = watch();
    warmEventInterfaces();
    expect(made).toEqual([]);
    runIdle();
    expect(made).toEqual([
      'PointerEvent pointerdown',
      'FocusEvent focusin',
      'KeyboardEvent keydown',
      'InputEvent input',
    ]);
  });

  it('wait for the load of a page still loading', () => {
    const { made, runIdle } = watch();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    warmEventInterfaces();
    runIdle();
    expect(made).toEqual([]);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    runIdle();
    expect(made).toHaveLength(kinds.length);
  });

  it('are made where a browser lacks one kind, without it', () => {
    const { made, runIdle } = watch({ missing: 'InputEvent' });
    warmEventInterfaces();
    runIdle();
    expect(made).toEqual([
      'PointerEvent pointerdown',
      'FocusEvent focusin',
      'KeyboardEvent keydown',
    ]);
  });
});
