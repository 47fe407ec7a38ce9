/**
 * `npm run build`: the client build, a server build of src/entry-server.tsx, then the prerender
 * that writes one HTML file per public route, and the server as JavaScript (dist-server/,
 * scripts/buildServer.ts). BUILD_DIR chooses the site's output folder (default dist).
 * The site configuration is checked first (a malformed detail stops the build); a warning listing
 * its placeholder details is printed at the end, where it is seen.
 */
import { rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { build } from 'vite';
import { prerender } from './prerender';
import { siteConfig } from '../src/content/company';
import { validateSiteConfig } from '../src/content/companyCheck';
import { checkSiteConfig } from './siteConfig';
import { buildServer } from './buildServer';

validateSiteConfig(siteConfig);

const outDir = resolve(process.env.BUILD_DIR ?? 'dist');
const ssrDir = resolve('.tmp', `ssr-${basename(outDir)}`);

await build({ build: { outDir, emptyOutDir: true } });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
});
await prerender({ outDir, serverEntry: resolve(ssrDir, 'entry-server.js') });
rmSync(ssrDir, { recursive: true, force: true });
await buildServer();
checkSiteConfig();
