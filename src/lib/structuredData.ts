/**
 * JSON-LD (schema.org) for search engines: the object shape, FAQ pages and safe serialisation.
 * Entries that need the company's details are built in content/companyJsonLd.ts.
 */

export type JsonLdObject = { '@type': string } & Record<string, unknown>;

export interface FaqItem {
  question: string;
  answer: string;
}

export const faqPageJsonLd = (items: readonly FaqItem[]): JsonLdObject => ({
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

/** Serialises JSON-LD for a <script> element: `<` is escaped so no text can close the tag. */
export const serializeJsonLd = (data: JsonLdObject | readonly JsonLdObject[]): string =>
  JSON.stringify(
    Array.isArray(data)
      ? { '@context': 'https://schema.org', '@graph': data }
      : { '@context': 'https://schema.org', ...data },
  ).replace(/</g, '\\u003c');
