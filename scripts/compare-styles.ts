/**
 * Whether two running sites look the same: every element's computed style (every property,
 * sorted, CSS-module hashes removed from class names) on every public route at 375 and 1280 px
 * after the app hydrates, and, given a staff account present on both, on the dashboard's views
 * (sign-in, All leads, cards, a list, Staff, Insights, Trash). For a change that should move
 * styles without changing them, such as how the stylesheets are split.
 * Usage: npx tsx scripts/compare-styles.ts <url-a> <url-b> [<staff e-mail> <password>]
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { routeEntries } from '../src/app/routeTable';
import { paths } from '../src/config/paths';
import { chromiumArgs, findTestBrowser } from './browser.mjs';

const [siteA, siteB, email, password] = process.argv.slice(2);
if (!siteA || !siteB) {
  console.error('Usage: npx tsx scripts/compare-styles.ts <url-a> <url-b> [<e-mail> <password>]');
  process.exit(2);
}

/** One line per element: its tag, its class names without their hashes, its computed style. */
const styles = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((element) => {
      const style = getComputedStyle(element);
      const properties = [...style].map((name) => `${name}:${style.getPropertyValue(name)}`);
      const classes = (element.getAttribute('class') ?? '').replace(/_[a-z0-9]+_\d+/gi, '');
      return `${element.tagName}.${classes} ${properties.sort().join(';')}`;
    }),
  );

async function publicRoute(browser: Browser, site: string, path: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(site + path);
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-interactive]');
  const result = await styles(page);
  await page.close();
  return result;
}

const dashboardViews = ['?type=contact&layout=cards', '?type=training', '?view=staff'];

async function dashboard(browser: Browser, site: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const result: Record<string, string[]> = {};
  await page.goto(`${site}${paths.dashboard}?queue=all`);
  await page.getByLabel('Email').waitFor();
  result['sign-in'] = await styles(page);
  await page.getByLabel('Email').fill(email!);
  await page.getByLabel('Password').fill(password!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 2, name: 'All leads' }).waitFor();
  for (const view of ['', ...dashboardViews, '?view=insights', '?view=trash']) {
    if (view) await page.goto(`${site}${paths.dashboard}${view}`);
    // The views read the database as they open; their rows settle within a few seconds.
    await page.waitForLoadState('networkidle');
    result[view || 'All leads'] = await styles(page);
  }
  await context.close();
  return result;
}

function compare(name: string, a: string[], b: string[]) {
  const differing = a.flatMap((line, index) => (line === b[index] ? [] : [index]));
  const count = differing.length + Math.abs(a.length - b.length);
  console.log(`${count === 0 ? 'same' : 'DIFFERENT'}  ${name}: ${a.length} elements`);
  for (const index of differing.slice(0, 3)) {
    const [lineA, lineB] = [a[index]!.split(';'), b[index]!.split(';')];
    console.log('   a:', lineA.filter((part, at) => part !== lineB[at]).slice(0, 4));
    console.log('   b:', lineB.filter((part, at) => part !== lineA[at]).slice(0, 4));
  }
  return count === 0;
}

const browser = await chromium.launch({ executablePath: findTestBrowser(), args: chromiumArgs });
let same = true;
for (const width of [375, 1280]) {
  for (const { path } of routeEntries.filter((entry) => !entry.noindex)) {
    const [a, b] = [
      await publicRoute(browser, siteA, path, width),
      await publicRoute(browser, siteB, path, width),
    ];
    same = compare(`${path} at ${width}`, a, b) && same;
  }
  if (email && password) {
    const [a, b] = [await dashboard(browser, siteA, width), await dashboard(browser, siteB, width)];
    for (const view of Object.keys(a))
      same = compare(`/DC ${view} at ${width}`, a[view]!, b[view]!) && same;
  }
}
await browser.close();
console.log(same ? 'Every page looks the same on both.' : 'Some pages differ.');
process.exit(same ? 0 : 1);
