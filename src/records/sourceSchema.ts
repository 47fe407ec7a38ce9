/**
 * The validation of a record's `source` child (src/records/source.ts): a strict object, every
 * child optional, text trimmed and within its limit, paths and hosts in their shape. A record
 * without `source` (older records, older clients) stays valid: recordSchemas make it optional.
 * Built on first use, like the record schemas: a form's code builds it when a record is sent, not
 * as it loads (which may be under a key).
 */
import { builtOnFirstCall } from './builtOnFirstRead';
import { z } from './zod';
import {
  HOST_PATTERN,
  PATH_PATTERN,
  sourceLimits,
  utmParameters,
  type SourceKey,
  type UtmKey,
} from './source';

const sourceText = (key: SourceKey) =>
  z.string({ error: 'Must be text' }).check(
    z.trim(),
    z.minLength(1, { error: 'Cannot be empty', abort: true }),
    z.maxLength(sourceLimits[key], {
      error: `Must be at most ${sourceLimits[key]} characters`,
      abort: true,
    }),
  );

const path = (key: 'page' | 'landing') =>
  sourceText(key).check(z.regex(PATH_PATTERN, { error: 'Must be a path like /contact' }));

const utm = () =>
  Object.fromEntries(
    Object.keys(utmParameters).map((key) => [key, z.optional(sourceText(key as UtmKey))]),
  ) as Record<UtmKey, z.ZodMiniOptional<ReturnType<typeof sourceText>>>;

export const sourceSchema = builtOnFirstCall(() =>
  z.strictObject({
    page: z.optional(path('page')),
    landing: z.optional(path('landing')),
    referrer: z.optional(
      sourceText('referrer').check(z.regex(HOST_PATTERN, { error: 'Must be a host name' })),
    ),
    ...utm(),
    cta: z.optional(sourceText('cta')),
  }),
);
