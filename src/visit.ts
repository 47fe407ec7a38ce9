/**
 * The one script a prerendered page runs (decision 0042), as a module script in its head, so once
 * the document is parsed: where the visit came from, noted before the visitor can leave the
 * landing page for another (a link followed before the app is live is a full page load); which
 * parts the visitor has seen, for what CSS starts then, and which form fields they have left
 * (decision 0039); the carousels' arrows, dots and autoplay, and the clips' buttons (decision
 * 0040); the banner's taglines moved at their steps only (`lib/heldTurns.ts`, decision 0053); the
 * menu's Escape and tap outside, media that waits until near, the lower sections of a tall page
 * laid out after the load (`lib/layOutLater.ts`), "Enroll Now", the offer a link into a form names
 * (decision 0042), a form's own code when the visitor reaches for it (`lib/formCode.ts`, decision
 * 0051), a form's "Try again" when that code could not load (`lib/formDraft.ts`), and the event
 * interfaces a first tap and key need, made while the page is idle (`lib/warmEvents.ts`). The app
 * (React) never runs on a public page.
 */
import { followLinks, startVisit } from './lib/attribution';
import { holdTurnsBetweenSteps } from './lib/heldTurns';
import { watchClips } from './lib/clips';
import { watchCarousels } from './lib/carousel';
import { loadFormCodeWhenReached } from './lib/formCode';
import { keepDraftOnRetry, restoreDraft } from './lib/formDraft';
import { listenForFormLinks } from './lib/formLinks';
import { layOutWhenIdle } from './lib/layOutLater';
import { watchNearParts } from './lib/loadWhenNear';
import { prefillFromLink } from './lib/prefillFromLink';
import { watchMarks } from './lib/revealWhenSeen';
import { listenToSiteNav } from './lib/siteNav';
import { noteTouchedFields } from './lib/touchedFields';
import { warmEventInterfaces } from './lib/warmEvents';

startVisit();
followLinks();
loadFormCodeWhenReached(() => import('./features/forms/live'));
watchMarks();
holdTurnsBetweenSteps();
watchCarousels();
watchClips();
// What was typed before a "Try again" first: the offer a link names fills only an untouched field.
restoreDraft();
keepDraftOnRetry();
noteTouchedFields();
listenToSiteNav();
watchNearParts();
layOutWhenIdle();
listenForFormLinks();
prefillFromLink();
warmEventInterfaces();
