import { serializeJsonLd, type JsonLdObject } from '../../lib/structuredData';

/** Structured data for search engines; renders a data block, never executable script. */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
