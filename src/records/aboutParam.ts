/**
 * The query parameter a link into a form carries (`/contact?about=react`: src/records/about.ts).
 * A module of its own, so that the visit's script, which fills it in before the app, carries
 * nothing else.
 */
export const ABOUT_PARAM = 'about';
