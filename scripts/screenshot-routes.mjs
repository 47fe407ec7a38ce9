/**
 * Full-page screenshots of every public route at a phone and a desktop width, for looking at a
 * change before and after. The site must be running (npm start, or server/ on a build).
 * Usage: node scripts/screenshot-routes.mjs <origin> <out-dir> [path,path…]
 * Writes <out-dir>/<route>-375.png and <route>-1280.png (the home page is "home").
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './browser.mjs';

const [origin, outDir, only] = process.argv.slice(2);
if (!origin || !outDir) {
  console.error('Usage: node scripts/screenshot-routes.mjs <origin> <out-dir> [path,path…]');
  process.exit(2);
}
const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const routes =
  only?.split(',') ??
  [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const widths = [375, 1280];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } });
  for (const route of routes) {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-interactive]', { timeout: 10_000 }).catch(() => {});
    // Scroll through once so sections that load when visible are drawn, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
    await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`${routes.length} routes × ${widths.length} widths → ${outDir}`);
