/**
 * zod, configured for the site: every schema module of the catalogue imports `z` from here, so
 * the configuration is set before any schema is built, whatever order the bundler puts the
 * modules in. The site's Content-Security-Policy forbids eval: without `jitless`, zod probes
 * `new Function` and every form page logs a CSP violation.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
