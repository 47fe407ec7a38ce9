/**
 * A lead's source (src/records/source.ts) in plain words, for its card, the CSV file and the
 * Insights bars: where the visit came from, where it landed, where the form was sent from.
 */
import { searchEngines, sourceCopy } from '../../../content/insights';
import { HOST_PATTERN, type LeadSource } from '../../../records/source';

/** The search engine a referrer's host belongs to ("www.google.com.ng" → "Google"), if any. */
const engineOf = (host: string): string | undefined =>
  searchEngines.find(({ match }) => host.split('.').includes(match))?.name;

const isHost = (text: string) => text.includes('.') && HOST_PATTERN.test(text);

/** Where the visit came from: its campaign, else the site that linked to it, else nothing. */
function origin(source: LeadSource): string {
  if (source.utmSource) return sourceCopy.campaign(source.utmSource, source.utmCampaign);
  if (source.referrer) {
    const engine = engineOf(source.referrer);
    return engine ? sourceCopy.search(engine) : sourceCopy.link(source.referrer);
  }
  return sourceCopy.direct;
}

/** "From a Google search, landed on /training/cyber-security, sent from the same page". */
export function describeSource(source: LeadSource): string {
  const parts = [origin(source)];
  if (source.landing) parts.push(sourceCopy.landed(source.landing));
  if (source.page) {
    parts.push(
      source.page === source.landing ? sourceCopy.sentFromSame : sourceCopy.sentFrom(source.page),
    );
  }
  if (source.cta) parts.push(sourceCopy.after(source.cta));
  return parts.join(', ');
}

/**
 * The short name of a source as Insights group them (src/records/insights.ts): a campaign's
 * `utm_source`, a referrer's host ("Google search"), straight to the site, or not recorded.
 */
export function sourceName(key: string | null): string {
  if (key === null) return sourceCopy.short.none;
  if (key === '') return sourceCopy.short.direct;
  if (!isHost(key)) return key;
  const engine = engineOf(key);
  return engine ? sourceCopy.short.search(engine) : sourceCopy.short.link(key);
}
