/**
 * Where a lead came from: the optional `source` child of a new record (attribution). What the
 * browser keeps for the visit (src/lib/attribution.ts), what the schema allows
 * (src/records/sourceSchema.ts), what the dashboard shows and what Insights count all read the
 * names and limits declared here. No zod here: the public pages' first-load script imports this
 * file, and must stay small.
 *
 * - `page`: the path of the page the form was sent from;
 * - `landing`: the path of the first page of the visit;
 * - `referrer`: the host of the site that linked to the landing page (another site only);
 * - `utmSource` … `utmContent`: the landing URL's `utm_source` … `utm_content` parameters;
 * - `cta`: the words of the link on the site that led to the form's page, when one did.
 */
import { isObject } from '../lib/tree';

/** The record's child that holds its attribution. */
export const SOURCE_FIELD = 'source';

/** The URL parameter each campaign field is read from. */
export const utmParameters = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

export type UtmKey = keyof typeof utmParameters;

/** The longest each child may be, in characters (a longer one is cut when it is captured). */
export const sourceLimits = {
  page: 200,
  landing: 200,
  referrer: 253,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
  cta: 100,
} as const;

export type SourceKey = keyof typeof sourceLimits;

/** A record's attribution as stored: every child optional. */
export type LeadSource = Partial<Record<SourceKey, string>>;

/** A page path as stored: starts with `/`, no white space (nor query or fragment). */
export const PATH_PATTERN = /^\/[^\s?#]*$/;
/** A host as stored: lower-case letters, digits, dots and hyphens. */
export const HOST_PATTERN = /^[a-z0-9.-]+$/;

/** A stored record's attribution, the children that are text; undefined when it has none. */
export function sourceOf(record: unknown): LeadSource | undefined {
  if (!isObject(record)) return undefined;
  const stored = record[SOURCE_FIELD];
  if (!isObject(stored)) return undefined;
  const source: LeadSource = {};
  for (const key of Object.keys(sourceLimits) as SourceKey[]) {
    const value = stored[key];
    if (typeof value === 'string' && value !== '') source[key] = value;
  }
  return source;
}
