import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The viewport width; `fallback` during server rendering and hydration. */
export function useViewportWidth(fallback = 1280): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => fallback,
  );
}
