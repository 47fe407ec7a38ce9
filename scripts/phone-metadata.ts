/**
 * The phone-number rules the site ships (src/records/phoneMetadata.ts): libphonenumber-js's
 * complete ("max") rules for Nigeria only, so a Nigerian number is checked digit by digit while
 * the forms' download stays small (decision 0033). Numbers of other countries are checked by
 * shape only (src/records/phoneNumber.ts). Rerun after updating libphonenumber-js:
 * `npx tsx scripts/phone-metadata.ts`; a test fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { MetadataJson } from 'libphonenumber-js/core';
import max from 'libphonenumber-js/metadata.max.json';

/** The countries whose numbers are checked digit by digit. */
export const checkedCountries = ['NG'] as const;

export function sliceMetadata(full: MetadataJson = max as unknown as MetadataJson): MetadataJson {
  const codes: MetadataJson['country_calling_codes'] = {};
  for (const [code, countries] of Object.entries(full.country_calling_codes)) {
    const kept = countries.filter((country) =>
      (checkedCountries as readonly string[]).includes(country),
    );
    if (kept.length > 0) codes[code] = kept;
  }
  const countries = Object.fromEntries(
    checkedCountries.map((country) => [country, full.countries[country]]),
  ) as MetadataJson['countries'];
  return { ...full, country_calling_codes: codes, countries, nonGeographic: {} };
}

/** Where the site reads them, from the repository's root (where every script runs). */
const metadataFile = resolve('src/records/phoneMetadata.ts');

/** The module's text: a typed constant (JSON imports need attributes some loaders lack). */
export const metadataModule = (metadata: MetadataJson = sliceMetadata()): string =>
  [
    '// Written by scripts/phone-metadata.ts from libphonenumber-js: rerun it, do not edit.',
    "import type { MetadataJson } from 'libphonenumber-js/core';",
    '',
    `export const phoneMetadata: MetadataJson = ${JSON.stringify(metadata)};`,
    '',
  ].join('\n');

if (process.argv[1]?.endsWith('phone-metadata.ts')) {
  writeFileSync(metadataFile, metadataModule());
  console.log(`wrote ${metadataFile}`);
}
