/**
 * The words of a lead's source (a card line, a CSV cell) and of the Insights view in /DC.
 */

/** Search engines recognised from the referrer's host ("www.google.com.ng" is Google). */
export const searchEngines = [
  { match: 'google', name: 'Google' },
  { match: 'bing', name: 'Bing' },
  { match: 'duckduckgo', name: 'DuckDuckGo' },
  { match: 'yahoo', name: 'Yahoo' },
  { match: 'yandex', name: 'Yandex' },
  { match: 'ecosia', name: 'Ecosia' },
] as const;

/** A source in words: "From a Google search, landed on /training, sent from the same page". */
export const sourceCopy = {
  search: (engine: string) => `From a ${engine} search`,
  campaign: (source: string, campaign?: string) =>
    campaign ? `From ${source} (campaign ${campaign})` : `From ${source}`,
  link: (host: string) => `From a link on ${host}`,
  direct: 'Came straight to the site',
  landed: (path: string) => `landed on ${path}`,
  sentFromSame: 'sent from the same page',
  sentFrom: (path: string) => `sent from ${path}`,
  after: (cta: string) => `after “${cta}”`,
  /** Short names, for the Insights bars. */
  short: {
    search: (engine: string) => `${engine} search`,
    link: (host: string) => `Link on ${host}`,
    direct: 'Straight to the site',
    none: 'Not recorded (older leads)',
  },
} as const;
