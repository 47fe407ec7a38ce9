/**
 * Where a lead came from, captured in the visitor's own browser (src/records/source.ts): the
 * first page of the visit, the other site that linked to it, its `utm_*` parameters, and the
 * words of the last link on the site the visitor followed. Kept in `sessionStorage` for this tab's
 * visit only: no cookie, nothing sent anywhere until a form is, no third-party script. Any value
 * is cut to its limit here, so a form never fails for it. Runs on every public page: keep small.
 */
import {
  sourceLimits,
  utmParameters,
  type LeadSource,
  type SourceKey,
  type UtmKey,
} from '../records/source';

const VISIT_KEY = 'visitSource';

/** The visit as kept: the source's children, and the path the last followed link led to. */
type Visit = LeadSource & { ctaTo?: string };

const clip = (key: SourceKey, value: string | null | undefined): string | undefined => {
  const text = value?.trim().slice(0, sourceLimits[key]).trim();
  return text ? text : undefined;
};

/** An absent `sessionStorage` (privacy settings) means no attribution, never a failure. */
function read(storage: Storage | undefined): Visit | undefined {
  try {
    const kept = storage?.getItem(VISIT_KEY);
    return kept ? (JSON.parse(kept) as Visit) : undefined;
  } catch {
    return undefined;
  }
}

function keep(storage: Storage | undefined, visit: Visit): void {
  try {
    storage?.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage full or refused: the lead is sent without its source.
  }
}

const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Notes the first page of the visit; later pages of the same visit change nothing. */
export function startVisit(
  location: Pick<Location, 'pathname' | 'search' | 'hostname'> = window.location,
  referrer: string = document.referrer,
  storage: Storage | undefined = sessionStore(),
): void {
  if (read(storage)) return;
  const visit: Visit = { landing: clip('landing', location.pathname) };
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
  } catch {
    // An unreadable referrer is no referrer.
  }
  if (host && host !== location.hostname) visit.referrer = clip('referrer', host);
  const parameters = new URLSearchParams(location.search);
  for (const [key, parameter] of Object.entries(utmParameters) as [UtmKey, string][]) {
    const value = clip(key, parameters.get(parameter));
    if (value) visit[key] = value;
  }
  keep(storage, visit);
}

/**
 * Notes the words of a link on the site the visitor follows ("Enroll Now"), outside the header,
 * navigation and footer, with where it leads: the call to action of a form on that page.
 */
export function followLinks(target: Document = document, storage = sessionStore()): void {
  target.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.closest('header, nav, footer')) return;
    if (link.origin !== window.location.origin) return;
    const cta = clip('cta', link.textContent);
    if (cta) keep(storage, { ...read(storage), cta, ctaTo: link.pathname });
  });
}

/** The source to send with a form sent from `page`; undefined when the visit kept none. */
export function visitSource(
  page: string = window.location.pathname,
  storage = sessionStore(),
): LeadSource | undefined {
  const kept = read(storage);
  if (!kept) return undefined;
  const { ctaTo, cta, ...visit } = kept;
  const source: LeadSource = { ...visit, page: clip('page', page) };
  if (cta && ctaTo === page) source.cta = cta;
  return source;
}
