/**
 * The view a member of staff makes their first (a type's leads or a quick view), kept on this
 * device under their e-mail: /DC opened plainly (a bookmark, after signing in) opens it.
 */

export type FirstView = { kind: 'type' | 'queue'; key: string };

const storageKey = (email: string) => `dc-first-view:${email.toLowerCase()}`;

export function readFirstView(email: string): FirstView | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(email)) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { kind, key } = stored as Partial<FirstView>;
    if ((kind === 'type' || kind === 'queue') && typeof key === 'string') return { kind, key };
  } catch {
    // Storage off or unreadable: the seed's default (the first type).
  }
  return null;
}

export function saveFirstView(email: string, view: FirstView): void {
  try {
    localStorage.setItem(storageKey(email), JSON.stringify(view));
  } catch {
    // Storage off: nothing is remembered.
  }
}
