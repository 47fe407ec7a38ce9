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

/** The Insights view in /DC. */
export const insightsCopy = {
  heading: 'Insights',
  intro:
    'Where leads come from and how fast they are answered, counted by the database from every lead it holds.',
  loading: 'Loading the insights…',
  failed: 'The insights could not be loaded.',
  weeks: {
    heading: 'Leads per week, by type',
    caption: 'Leads received each week (weeks start on Monday, Lagos time), last 12 weeks',
    week: 'Week of',
    total: 'Total',
    summary: (total: number, busiest: string) =>
      `${total.toLocaleString('en-NG')} leads in the last 12 weeks; the busiest week was that of ${busiest}.`,
    none: 'No leads in the last 12 weeks.',
    legend: 'Types',
  },
  sources: {
    heading: 'Leads by source',
    caption: 'Every lead held, by where its visit came from',
    name: 'Source',
  },
  landings: {
    heading: 'Leads by landing page',
    caption: 'Every lead held, by the first page of its visit',
    name: 'Landing page',
    none: 'Not recorded (older leads)',
  },
  ranked: {
    leads: 'Leads',
    summary: (first: string, count: number) =>
      `Most leads: ${first} (${count.toLocaleString('en-NG')}).`,
    none: 'No leads yet.',
    /** Only the largest groups are drawn; the table lists them all. */
    more: (count: number) =>
      `${count} smaller ${count === 1 ? 'group is' : 'groups are'} in the table only.`,
  },
  stale: {
    heading: 'Leads still New after 48 hours',
    caption: 'Leads received more than 48 hours ago, and how many of them nobody has worked on',
    due: 'Received more than 48 hours ago',
    stillNew: 'Still New',
    share: 'Share still New',
    summary: (share: string) =>
      `${share} of the leads received more than 48 hours ago are still New.`,
    none: 'No lead is older than 48 hours yet.',
  },
  responses: {
    byType: {
      heading: 'Time to first response, by type',
      caption: 'Leads received in the last 12 weeks, by type: how soon they were first answered',
      name: 'Type',
    },
    byWeek: {
      heading: 'Time to first response, by week',
      caption: 'Each week’s leads, all types: how soon they were first answered',
      name: 'Week of',
    },
    /** Over the bars: what they measure. */
    chartLabel: 'Share answered within the promised time',
    promise: 'Promise',
    received: 'Received',
    answered: 'Answered',
    medianWorking: 'Median (working hours)',
    p90Working: '90th percentile (working hours)',
    medianPlain: 'Median (hours)',
    p90Plain: '90th percentile (hours)',
    within: 'Within the promise',
    /** "4 of 6 (67%)" */
    withinText: (within: number, received: number, share: string) =>
      `${within.toLocaleString('en-NG')} of ${received.toLocaleString('en-NG')} (${share})`,
    summary: (heading: string, within: number, received: number) =>
      `${heading}: ${within.toLocaleString('en-NG')} of ${received.toLocaleString('en-NG')} leads answered within the promised time.`,
    none: 'No leads in the last 12 weeks.',
    /** A figure with nothing to read it from. */
    empty: '–',
    /** A time read from its range ("up to 15 min", "up to 1.5 h"), or past the longest. */
    duration: (minutes: number, longest: number) =>
      minutes === Infinity
        ? `over ${(longest / 60).toLocaleString('en-NG')} h`
        : minutes < 60
          ? `up to ${minutes} min`
          : `up to ${(minutes / 60).toLocaleString('en-NG')} h`,
    how: 'Working hours run Monday to Saturday, 9:00 to 17:00 Lagos time; a working day is 8 of them, so “one working day” is 8 working hours. Times are counted in ranges (up to 1, 5, 15 and 30 minutes, then 1, 1.5, 2, 3, 4, 6, 8, 12, 16 and 24 hours, and on to two weeks): a median of “up to 2 h” lies between 1.5 and 2 hours. A lead not answered yet is not within the promise.',
  },
  stages: {
    sources: {
      heading: 'Pipeline by source',
      caption: 'Every lead held, by where its visit came from and the stage it is at now',
      name: 'Source',
    },
    landings: {
      heading: 'Pipeline by landing page',
      caption: 'Every lead held, by the first page of its visit and the stage it is at now',
      name: 'Landing page',
    },
    owners: {
      heading: 'Leads per owner',
      caption: 'Every lead held, by the member of staff who owns it and its stage',
      name: 'Owner',
    },
    unassigned: 'Unassigned',
    total: 'Leads',
    legend: 'Stages',
    summary: (name: string, total: number, won: number) =>
      `Most leads: ${name}, ${total.toLocaleString('en-NG')}, of which ${won.toLocaleString('en-NG')} won.`,
    none: 'No leads yet.',
  },
} as const;
