/**
 * Screenshots of the staff dashboard for a person to look at (not compared): the leads list,
 * Trash, Spam, the audit trail, Insights and a person's data (with its erase question) at 375
 * and 1280 px, signed in through the sign-in form. The site must be running; a few contact leads
 * are sent first, as the contact form sends them (each from a different source), so the list and
 * the charts are never empty.
 * Usage: node scripts/screenshot-dashboard.mjs <origin> <staff e-mail> <password> <out-dir>
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './browser.mjs';

const [origin, email, password, outDir] = process.argv.slice(2);
if (!origin || !email || !password || !outDir) {
  console.error(
    'Usage: node scripts/screenshot-dashboard.mjs <origin> <staff e-mail> <password> <out-dir>',
  );
  process.exit(2);
}

const sources = [
  { utmSource: 'whatsapp', utmCampaign: 'dec-bootcamp', landing: '/', page: '/contact' },
  { referrer: 'www.google.com', landing: '/contact', page: '/contact' },
  { landing: '/services', page: '/contact', cta: 'Contact us' },
];
for (const [index, name] of ['Adaeze Okafor', 'Tunde Bakare', 'Ngozi Eze'].entries()) {
  const response = await fetch(`${origin}/db/contactForm.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fullName: name,
      email: 'lead@example.com',
      phoneNumber: '08031234567',
      subject: 'A website for our clinic',
      message: 'Please call me back about a website.',
      date: new Date().toISOString(),
      source: sources[index],
      receivedAt: { '.sv': 'timestamp' },
    }),
  });
  if (!response.ok) throw new Error(`Sending a lead failed: ${await response.text()}`);
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${origin}/DC?type=contact`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /DashBoard$/ }).waitFor();
  for (const view of ['leads', 'trash', 'spam', 'audit', 'insights']) {
    const query = view === 'leads' ? '' : `&view=${view}`;
    await page.goto(`${origin}/DC?type=contact${query}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: /DashBoard$/ }).waitFor();
    await page.screenshot({ path: join(outDir, `dc-${view}-${width}.png`), fullPage: true });
  }
  // A person's data: what the leads' address finds, then the erase question (answered No).
  await page.goto(`${origin}/DC?view=person`);
  await page.getByLabel('E-mail address or phone number').fill('lead@example.com');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'found for' }).waitFor();
  await page.screenshot({ path: join(outDir, `dc-person-${width}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Erase everywhere' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await page.screenshot({ path: join(outDir, `dc-person-erase-${width}.png`) });
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await page.close();
}
await browser.close();
