import { absoluteUrl } from '../../config/site';
import { company } from '../../content/company';
// From its own module, not the media.ts barrel: every page's first load carries only the brand.
import { brand } from '../../content/media/brand';
import { firstPaintHold } from '../../lib/firstPaint';
import { useCanonicalPath, type PageMeta } from '../../lib/pageMeta';
// The headings' typeface (styles/fonts.css declares it with the same file).
import displayFontUrl from '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2?url';

/** Every tag PageHead renders, to find copies React did not make. */
export const pageHeadSelector =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

/**
 * The page's <head> tags: React 19 hoists them into <head>, in the prerendered HTML and on every
 * client navigation. Link previews (WhatsApp, LinkedIn) read the Open Graph tags.
 */
export function PageHead({ meta }: { meta: PageMeta }) {
  const title = `${meta.title} | ${company.shortName}`;
  const canonical = absoluteUrl(useCanonicalPath(meta));
  const image = absoluteUrl(brand.ogImage.src);
  return (
    <>
      <title>{title}</title>
      {/* Every public page opens with its title in the display face: fetch the font with the
          stylesheet, not after it. The dashboard and the 404 page do without. */}
      {meta.noindex ? null : (
        <link rel="preload" href={displayFontUrl} as="font" type="font/woff2" crossOrigin="" />
      )}
      {/* On a wide screen the first paint waits for the header and the top band to be parsed
          whole (decision 0055). Chromium reads this; other browsers ignore it. */}
      {meta.staff ? null : (
        <link
          rel="expect"
          href={`#${firstPaintHold.id}`}
          media={firstPaintHold.media}
          blocking="render"
        />
      )}
      <meta name="description" content={meta.description} />
      {meta.noindex ? (
        <meta name="robots" content="noindex, nofollow" />
      ) : (
        <link rel="canonical" href={canonical} />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:locale" content="en_NG" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      {/* A page not to be indexed (404, dashboard) has no address of its own to share. */}
      {meta.noindex ? null : <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(brand.ogImage.width)} />
      <meta property="og:image:height" content={String(brand.ogImage.height)} />
      <meta property="og:image:alt" content={brand.ogImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
