/**
 * The one script a prerendered page runs while it loads (decision 0027), as a module
 * script in its head, so once the document is parsed: where the visit came from, noted before the visitor can leave the landing page for another (a link
 * followed before the app is live is a full page load); which parts the visitor has seen, for
 * what CSS starts then, and which form fields they have left (decision 0039); the carousels'
 * arrows, dots and autoplay, and the clips' buttons (decision 0040). The app itself waits for the visitor.
 */
import { followLinks, startVisit } from './lib/attribution';
import { watchClips } from './lib/clips';
import { watchCarousels } from './lib/carousel';
import { watchMarks } from './lib/revealWhenSeen';
import { noteTouchedFields } from './lib/touchedFields';

startVisit();
followLinks();
watchMarks();
watchCarousels();
watchClips();
noteTouchedFields();
