/**
 * The two sites the measure scripts visit, as a script finds its way around them: the phone
 * menu's button and a link it shows, a form's text field, and what a visitor types into it. Used
 * by `npm run perf:visit` and `npm run perf:keys`.
 */

/** How a site shows its phone menu: the button to tap, and a link that the menu makes visible. */
export interface SiteShape {
  menuButton: string;
  menuLink: string;
  /** A text field of a page's form, if it has one. */
  field: string;
}

/**
 * This site: the header's Menu button opens the main navigation's sheet, a popover (decision
 * 0039); the selectors also fit the build before it (a React-driven panel), to measure both.
 */
export const ourShape: SiteShape = {
  menuButton:
    'nav[aria-label="Main"] :is(button[popovertarget]:not([popovertargetaction]), button[aria-controls])',
  menuLink: 'nav[aria-label="Main"] :is([popover], [data-open]) a',
  field: 'main form input[type="text"]',
};

/**
 * The template measured beside it (AstroWind): its header's toggle shows the header's navigation.
 * Another site needs its own selectors here.
 */
export const otherShape: SiteShape = {
  menuButton: '[data-aw-toggle-menu]',
  menuLink: '#header nav a',
  field: 'main form input[type="text"], main form input:not([type])',
};

/** What a visitor types into a form's first text field: a name, 13 keys (and a Shift). */
export const TYPED = 'Adaeze Okafor';
