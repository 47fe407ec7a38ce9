/**
 * Full-page screenshot of a running site, for looking at what we built.
 * Usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [height=800]
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './browser.mjs';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('Usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
