/**
 * Client faults: each of the six forms, on the page that carries it, meets a network that
 * fails (offline, connection refused or a 500: each fault on two forms, each form one fault, as
 * one hook sends them all), a reply lost after the server stored the record, and a request that
 * hangs past the client timeout. The visitor's values stay in the form, the error says what
 * happened, "Try again" sends the record once the network is back, and the database holds
 * exactly one record for the visit (read back with a staff token).
 *
 * The hang uses the build's real timeout (VITE_REQUEST_TIMEOUT_MS, 15 s by default) on the real
 * clock. To keep CI short, the six hanging forms wait side by side in one test, so the wait is
 * paid once.
 */
import { expect, test } from '@playwright/test';
import { formStatusCopy } from '../src/content/forms';
import { OFFLINE_MESSAGE, TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE } from '../src/lib/dataError';
import { RECEIVED_AT } from '../src/records/schemas';
import { referenceOf } from '../src/records/reference';
import {
  expectValuesKept,
  fillForm,
  formVisits as forms,
  storedFor,
  type FormUnderTest,
} from './formVisits.support';

const CLIENT_TIMEOUT_MS = 15_000;

/** Where a form PUTs its record: at the key its browser made. */
const collectionUrl = (form: FormUnderTest) => `**/db/${form.collection}/*.json`;
/** Where a form asks, after a failed write, whether its record arrived anyway. */
const arrivalUrl = (form: FormUnderTest) => `**/db/${form.collection}/*/${RECEIVED_AT}.json`;

type Fault = 'offline' | 'connection refused' | 'server error 500';
const faults: { fault: Fault; message: string | RegExp }[] = [
  { fault: 'offline', message: OFFLINE_MESSAGE },
  { fault: 'connection refused', message: UNREACHABLE_MESSAGE },
  { fault: 'server error 500', message: /The server had a problem \(error 500\)/ },
];

for (const [index, form] of forms.entries()) {
  for (const { fault, message } of [faults[index % faults.length]!]) {
    test(`${form.collection} on ${form.path}, ${fault}: values kept, error shown, retry stores one record`, async ({
      page,
      context,
      request,
    }) => {
      const unique = `fault-${fault.replaceAll(' ', '-')}-${Date.now()}`;
      const { locator, button, steps, name } = await fillForm(page, form, unique);

      let attempts = 0;
      // Offline is the browser's own state (navigator.onLine false, every request fails).
      if (fault === 'offline') await context.setOffline(true);
      else {
        await page.route(collectionUrl(form), async (route) => {
          attempts += 1;
          return fault === 'server error 500'
            ? route.fulfill({ status: 500, json: { error: 'Internal server error' } })
            : route.abort('connectionrefused');
        });
      }

      await button.click();
      const alert = locator.getByRole('alert');
      await expect(alert).toContainText(formStatusCopy.errorTitle);
      await expect(alert).toContainText(message);
      await expectValuesKept(locator, steps);
      expect(await storedFor(request, form, name), 'nothing stored while failing').toEqual([]);
      if (fault !== 'offline') expect(attempts, 'the failing request was sent once').toBe(1);

      // The network comes back.
      if (fault === 'offline') await context.setOffline(false);
      else await page.unroute(collectionUrl(form));
      await alert.getByRole('button', { name: formStatusCopy.retry }).click();
      await expect(locator.getByRole('status')).toContainText(form.success);
      await expect(alert).toHaveCount(0);
      expect(await storedFor(request, form, name), 'exactly one record').toHaveLength(1);
    });
  }
}

for (const form of forms) {
  test(`${form.collection}: the reply lost after the server stored the record, "Try again" finds it: one record and its receipt`, async ({
    page,
    request,
  }) => {
    const { locator, button, name } = await fillForm(page, form, `lost-reply-${Date.now()}`);
    // The server stores the record; its reply never reaches the phone.
    await page.route(
      collectionUrl(form),
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    // The connection is still down when the form asks whether the record arrived.
    await page.route(arrivalUrl(form), (route) => route.abort('internetdisconnected'), {
      times: 1,
    });
    await button.click();
    const alert = locator.getByRole('alert');
    await expect(alert).toContainText(formStatusCopy.errorTitle);
    expect(await storedFor(request, form, name), 'the first write arrived').toHaveLength(1);

    await alert.getByRole('button', { name: formStatusCopy.retry }).click();
    await expect(locator.getByRole('status')).toContainText(form.success);
    const stored = await storedFor(request, form, name);
    expect(stored, 'exactly one record').toHaveLength(1);
    const receipt = locator.getByRole('region', { name: /^Your reference / });
    await expect(receipt).toContainText(referenceOf(form.collection, stored[0]!));
  });
}

test('every form, its request hanging past the client timeout: values kept, error shown, retry stores one record', async ({
  context,
  request,
}) => {
  // Six pages filled side by side on a busy 2-core machine, then six retries: a minute is not enough.
  test.setTimeout(CLIENT_TIMEOUT_MS + 105_000);
  const unique = `fault-hang-${Date.now()}`;
  const visits = await Promise.all(
    forms.map(async (form) => {
      const page = await context.newPage();
      const filled = await fillForm(page, form, unique);
      const held: { abort: () => Promise<void> }[] = [];
      // Never answered: the request stays open until the client gives up.
      await page.route(collectionUrl(form), (route) => {
        held.push(route);
      });
      return { form, page, held, ...filled };
    }),
  );
  const sentAt = Date.now();
  await Promise.all(visits.map(({ button }) => button.click()));
  for (const { form, locator, steps, held } of visits) {
    const alert = locator.getByRole('alert');
    await expect(alert, form.collection).toContainText(TIMEOUT_MESSAGE, {
      timeout: CLIENT_TIMEOUT_MS + 10_000,
    });
    await expectValuesKept(locator, steps);
    expect(held, `${form.collection}: one request was held`).toHaveLength(1);
  }
  expect(Date.now() - sentAt, 'the client waited for its timeout').toBeGreaterThanOrEqual(
    CLIENT_TIMEOUT_MS - 1000,
  );

  for (const { form, page, locator, held, name } of visits) {
    expect(await storedFor(request, form, name), `${form.collection}: nothing stored yet`).toEqual(
      [],
    );
    await page.unroute(collectionUrl(form));
    for (const route of held) await route.abort().catch(() => undefined);
    await locator.getByRole('alert').getByRole('button', { name: formStatusCopy.retry }).click();
    await expect(locator.getByRole('status')).toContainText(form.success);
    expect(
      await storedFor(request, form, name),
      `${form.collection}: exactly one record`,
    ).toHaveLength(1);
  }
});
