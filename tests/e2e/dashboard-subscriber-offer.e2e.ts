import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../core/errors/messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, outboxReader } from '../support/api-session';
import { seriousAxeViolations } from '../support/axe';
import { collectPageErrors, DESKTOP, gotoHydrated, PHONE, useBrowser } from '../support/browser';
import { openOwnStore } from '../support/own-store';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const platform = (path = '/') => `http://localhost:${port}${path}`;
const storeOrigin = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the email subscriber offer on a ${device}`, () => {
    const browser = useBrowser(viewport);

    it('is written in the settings, refused without a heading, and shown with its form in the footer', async () => {
      const stamp = `${device}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      const { storeId, subdomain } = await openOwnStore(page, { port, staff, name: `Offer Shop ${stamp}` });
      await gotoHydrated(page, platform(`/dashboard/stores/${storeId}/settings/`));
      const section = page.locator('#subscriber-offer');
      expect(await section.getByLabel('Offer heading').inputValue()).toBe('Join our mailing list');

      // Turned on without a heading: the message at the field, nothing saved, what was typed kept.
      await section.getByLabel('Offer visitors a discount for subscribing').check();
      await section.getByLabel('Offer heading').fill('');
      await section.getByLabel('Discount or coupon shown').fill('Code WELCOME10');
      await section.getByRole('button', { name: 'Save the subscriber offer' }).click();
      await expect
        .poll(() => section.locator('.field-error').first().textContent())
        .toBe('This field is required');
      expect(await section.getByLabel('Offer heading').getAttribute('aria-invalid')).toBe('true');
      expect(await section.getByLabel('Discount or coupon shown').inputValue()).toBe('Code WELCOME10');

      await section.getByLabel('Offer heading').fill('Get 10% off your first order');
      await section.getByLabel('Offer text').fill('New designs, about once a month.');
      await section.getByRole('button', { name: 'Save the subscriber offer' }).click();
      await expect
        .poll(() =>
          page.getByRole('status').filter({ hasText: 'The email subscriber offer is saved.' }).count(),
        )
        .toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The owner's preview of the store: the offer at the top of the footer, with its sign-up form.
      await page.goto(platform(`/dashboard/stores/${storeId}/handoff/?to=/`));
      await page.waitForURL(storeOrigin(subdomain, '/'));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const offer = page.getByTestId('subscriber-offer');
      expect(await offer.getByRole('heading', { level: 2 }).textContent()).toBe(
        'Get 10% off your first order',
      );
      expect(await offer.textContent()).toContain('Code WELCOME10');
      expect(await offer.textContent()).toContain('New designs, about once a month.');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await offer.getByLabel('First name').fill('Sam');
      await offer.getByLabel('Email address').fill(`sam-${stamp}@example.test`);
      await offer.getByLabel('Email address').press('Enter');
      await expect
        .poll(() => offer.getByRole('status').textContent())
        .toBe(ERROR_MESSAGES.subscriberOfferSent);
      expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    });
  });
}
