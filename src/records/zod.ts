/**
 * zod, configured for the site: every schema module of the catalogue imports `z` from here, so
 * the configuration is set before any schema is built, whatever order the bundler puts the
 * modules in. The site's Content-Security-Policy forbids eval: without `jitless`, zod probes
 * `new Function` and every form page logs a CSP violation.
 *
 * It is zod's functional build, `zod/mini` (decision 0050): the same parser and messages as
 * `zod`, a quarter of its size in the form a visitor downloads, because each check is a function
 * a bundler can leave out instead of a method every schema carries.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The classic build sets English messages when it loads; the functional one leaves that to us.
z.config({ ...en(), jitless: true });

export { z };
