/**
 * What a wide screen's first paint waits for (decision 0055). A browser may paint a page before
 * it has parsed all of it; with a slow CPU and a fast link the stylesheet is in first, and a
 * paint mid-page showed the header's menu bar (laid out from the bar's end) or a centred top band
 * half there, then moved it. The band ends with an empty element (`TopBandEnd`) that the head
 * names in a `<link rel="expect" blocking="render">`; the prerender checks each public page has
 * it once. A phone is not held: its band is laid out from the top, its menu is a button, and the
 * wait cost its first paint up to 236 ms on a fast link.
 */
export const firstPaintHold = {
  /** The id of the mark at the end of the page's top band. */
  id: 'first-screen-end',
  /** Where the menu is a bar (SiteNav.module.css) and the band's words are centred. */
  media: '(min-width: 769px)',
} as const;
