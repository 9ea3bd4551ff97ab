import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { type ApiSession, emailedLink, emailsTo, outboxReader } from '../support/api-session';
import {
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  useBrowser,
} from '../support/browser';
import { httpRequest } from '../support/http';
import { pageApi, signInThroughApi } from '../support/page-api';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const store = (subdomain: string, path = '/') => `http://${subdomain}.localhost:${port}${path}`;
const demo = (path = '/') => store('demo', path);

/** Console errors other than the browser's note of an answer 422 (invalid), which tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 422/.test(error));

let unique = 0;
const freshEmail = (what: string) => {
  unique += 1;
  return `${what}-${Date.now()}-${unique}@example.test`;
};

/** Adds up the layout shifts of a page that no input caused, from its first paint on. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

let staff: ApiSession;
beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

describe('the home page of 30 blocks', () => {
  const browser = useBrowser(PHONE);

  it('server-renders every block, opens the slideshow gate, and nothing moves', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await watchLayoutShifts(page);
    await gotoHydrated(page, demo('/'));
    expect(await page.locator('section.blocks > .blocks-cell').count()).toBe(30);
    const region = page.locator('section.blocks');
    expect(await region.getAttribute('class')).toContain('blocks-gate');
    // The entry script opened the gate as soon as the slideshow's image was in, before hydration.
    expect(await page.locator('head style[data-printfront-first-media]').count()).toBe(1);
    await expect.poll(() => region.getAttribute('data-ready')).toBe('true');
    const secondCell = page.locator('section.blocks > .blocks-cell').nth(1);
    expect(await secondCell.evaluate((cell) => getComputedStyle(cell).visibility)).toBe('visible');
    await expect.poll(() => page.locator('[data-block="productList"] .product-card').count()).toBe(12);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
    );
    expect(shifts).toBeLessThan(0.02);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('holds the blocks after the leading slideshow until its image is in, then opens before hydration', async () => {
    const page = await browser.newConsentedPage();
    let releaseImage = () => {};
    const held = new Promise<void>((resolve) => {
      releaseImage = resolve;
    });
    await page.route(/\/images\/collections\/demo\/t-shirts\.webp/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(demo('/'), { waitUntil: 'domcontentloaded' });
    const secondCell = page.locator('section.blocks > .blocks-cell').nth(1);
    const marker = page.locator('head style[data-printfront-first-media]');
    // Closed: hidden, with the 1 s reveal that needs no JavaScript under way.
    expect(await secondCell.evaluate((cell) => getComputedStyle(cell).animationName)).toBe('blocks-reveal');
    expect(await marker.count()).toBe(0);
    releaseImage();
    await expect.poll(() => marker.count()).toBe(1);
    expect(await secondCell.evaluate((cell) => getComputedStyle(cell).animationName)).toBe('none');
    expect(await secondCell.evaluate((cell) => getComputedStyle(cell).visibility)).toBe('visible');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });

  it('keeps the server HTML of its content blocks unhydrated, and their links still navigate in the app', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/'));
    const frames = page.locator('section.blocks > [data-static-block]');
    expect(await frames.count()).toBeGreaterThanOrEqual(15);
    const hydrated = (selector: string) =>
      page.evaluate((target) => {
        const element = document.querySelector(target);
        if (!element) throw new Error(`${target} is missing`);
        return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      }, selector);
    // React owns each frame (its clicks), never the block's own elements; interactive blocks are hydrated.
    expect(await hydrated('section.blocks > [data-static-block][data-block="pod"]')).toBe(true);
    expect(await hydrated('section.blocks > [data-static-block][data-block="pod"] a')).toBe(false);
    expect(await hydrated('[data-block="productList"] .product-card a')).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    const pod = page.locator('section.blocks > [data-static-block][data-block="pod"] a').first();
    const href = await pod.getAttribute('href');
    expect(href).toMatch(/^\/collection\//);
    await pod.click();
    await page.waitForURL(demo(href ?? ''));
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the blocks out of view only when they are scrolled to', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await page.goto(demo('/'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const newsletter = page.locator('[data-block="newsletterSubscribe"]');
    const newsletterHydrated = () =>
      newsletter.evaluate((frame) => {
        const form = frame.querySelector('form');
        return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
      });
    // The blocks in view hydrate; the newsletter form, far down the page, waits.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.blocksPending))
      .toMatch(/^\d+$/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await newsletterHydrated()).toBe(false);
    await newsletter.scrollIntoViewIfNeeded();
    await expect.poll(newsletterHydrated).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fires the in-app event of an unhydrated action block', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/blocks/'));
    await page.evaluate(() => {
      const fired: string[] = [];
      (window as unknown as { __fired: string[] }).__fired = fired;
      window.addEventListener('printfront:action', (event) => {
        fired.push((event as CustomEvent<{ name: string }>).detail.name);
      });
    });
    const action = page.locator('[data-static-block][data-block="action"] a');
    expect(await action.textContent()).toBe('An action');
    await action.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __fired: string[] }).__fired))
      .toEqual(['open-chat']);
    expect(page.url()).toBe(demo('/blocks/'));
    await page.close();
  });

  it('shows every block without JavaScript, for crawlers and visitors without it', async () => {
    const noScript = await launchBrowser({ ...PHONE, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(demo('/'));
    expect(await page.locator('section.blocks > .blocks-cell').count()).toBe(30);
    // The gate opens on its own after 1 s: the last block is painted.
    await expect.poll(() => page.getByText('answer most of them').isVisible(), { timeout: 5000 }).toBe(true);
    await noScript.close();
  });

  it("feeds its blocks from the store's blog, Instagram posts and collections; a post opens", async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/'));
    const journal = page.locator('.feed-blog').first();
    expect(await journal.locator('.feed-title').allTextContents()).toEqual([
      'Why we print everything to order',
      'Caring for your prints',
      expect.stringMatching(/^Introducing /),
    ]);
    expect(await page.locator('.feed-instagram .feed-item').count()).toBe(8);
    expect(await page.locator('.feed-instagram a').first().getAttribute('href')).toMatch(
      /^https:\/\/www\.instagram\.com\/p\//,
    );
    // Every collection, up to eight: the demo store has ten.
    expect(await page.locator('.block-grid-section .grid-item').count()).toBe(8);
    await journal.getByRole('link').first().click();
    await page.waitForURL(demo('/blog/printed-to-order/'));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Why we print everything to order');
    await page.close();
  });
});

describe('block forms', () => {
  const browser = useBrowser(DESKTOP);

  it('subscribes to the newsletter with the §8 messages, and the emailed link confirms it', async () => {
    const page = await browser.newConsentedPage();
    const errors = collectPageErrors(page);
    await gotoHydrated(page, demo('/'));
    const form = page.locator('.block-newsletter');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => form.locator('.field-error').allTextContents())
      .toEqual(['This field is required', 'This field is required']);
    const email = freshEmail('newsletter');
    // The server's validation message is shown as it is.
    await form.getByLabel('First name').fill('N'.repeat(101));
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Must contain no more than 100 characters');
    await form.getByLabel('First name').fill('Nia');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe("We've sent you an email to verify your subscription");

    const link = await emailedLink(staff, email, '/subscription-verified/');
    expect(link.startsWith(demo('/subscription-verified/?token='))).toBe(true);
    await gotoHydrated(page, link);
    // Following the link confirms nothing (mail scanners follow links); the button's POST does.
    expect(await page.locator('h1').textContent()).toBe('Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.locator('h1', { hasText: 'You are subscribed' }).waitFor();
    expect(await page.locator('h1').textContent()).toBe('You are subscribed');
    expect(await page.getByRole('status').textContent()).toBe('Thank you: your subscription is confirmed.');
    // The studio layout (§2), without the announcement bar.
    expect(await page.locator('.store-frame.layout-studio').count()).toBe(1);
    expect(await page.locator('.announcement').count()).toBe(0);
    await gotoHydrated(page, link);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'This link has expired or was already used. Please subscribe again.',
    );
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('sends a contact message to the address of the block, which the page never shows', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/blocks/'));
    expect(await page.content()).not.toContain('hello@demo.printfront.test');
    const form = page.locator('.block-contact');
    await form.getByLabel('Your name').fill('Cato');
    await form.getByLabel('Email address').fill('cato@example.test');
    await form.getByLabel('Message').fill('Do you print on hemp?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Thank you, your message has been sent.');
    const sent = await emailsTo(staff, 'hello@demo.printfront.test');
    expect(sent.find((email) => email.kind === 'contact-message')?.text).toContain('Do you print on hemp?');
    await page.close();
  });

  it('both work without JavaScript, answering with a page and a way back', async () => {
    const noScript = await launchBrowser({ ...DESKTOP, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(demo('/blocks/'));
    const contact = page.locator('.block-contact');
    await contact.getByLabel('Your name').fill('Dora');
    await contact.getByLabel('Email address').fill('dora@example.test');
    await contact.getByLabel('Message').fill('Sent without JavaScript');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(demo('/forms/contact/'));
    expect(await page.getByRole('status').textContent()).toBe('Thank you, your message has been sent.');
    await page.getByRole('link', { name: 'Back to the page' }).click();
    await page.waitForURL(demo('/blocks/'));

    const email = freshEmail('no-script');
    const newsletter = page.locator('.block-newsletter');
    await newsletter.getByLabel('First name').fill('Ezra');
    await newsletter.getByLabel('Email address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(demo('/forms/newsletter/'));
    expect(await page.getByRole('status').textContent()).toBe(
      "We've sent you an email to verify your subscription",
    );
    expect((await emailsTo(staff, email)).map((sent) => sent.kind)).toEqual(['newsletter-verify']);
    await noScript.close();
  });

  it("never runs a protected store's form action for a visitor it has not let in", async () => {
    const email = freshEmail('private');
    const body = new URLSearchParams({ firstName: 'Fay', email, page: '/' }).toString();
    const answer = await httpRequest(port, 'private.localhost', '/forms/newsletter/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://private.localhost' },
      body,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/login/');
    expect(await emailsTo(staff, email)).toEqual([]);
  });
});

describe('navigation', () => {
  const browser = useBrowser(DESKTOP);

  it('starts a new page at the top, returns to the saved position, and stays put when only the trailing slash changes', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/sitemap/'));
    const division = await signInThroughApi(page, DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
    const spacers = Array.from({ length: 8 }, (_, index) => ({
      uid: `spacer-${index}`,
      type: 'spacer',
      properties: { ratio: 'tall' },
    }));
    const saved = await pageApi(page, 'POST', `/omnis/v3/divisions/${division}/pages/?imageType=object`, {
      url: '/scroll-check/',
      divisionId: division,
      properties: { title: 'Scroll check' },
      blocks: [
        ...spacers,
        {
          uid: 'same',
          type: 'button',
          size: { x: 6, y: 1 },
          properties: { text: 'Same page', href: '/scroll-check' },
        },
        {
          uid: 'other',
          type: 'button',
          size: { x: 6, y: 1 },
          properties: { text: 'Other page', href: '/about/' },
        },
      ],
    });
    expect(saved.status).toBe(200);
    await pageApi(page, 'POST', '/omnis/v3/dashboard/secure/logout/');

    await gotoHydrated(page, demo('/scroll-check/'));
    await page.getByRole('link', { name: 'Same page' }).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await page.getByRole('link', { name: 'Same page' }).click();
    await page.waitForURL(demo('/scroll-check'));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.getByRole('link', { name: 'Other page' }).click();
    await page.waitForURL(demo('/about/'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(demo('/scroll-check'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await page.close();
  });

  it('holds navigations while paused and follows only the last one on resume', async () => {
    const page = await browser.newConsentedPage();
    await gotoHydrated(page, demo('/blocks/'));
    await page.evaluate(() => window.dispatchEvent(new Event('printfront:navigation-pause')));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.navigationPaused))
      .toBe('true');
    await page.getByRole('link', { name: 'A button' }).click();
    await page.getByRole('link', { name: 'Row button' }).click();
    await page.getByRole('link', { name: 'A content pod' }).click();
    expect(page.url()).toBe(demo('/blocks/'));
    await page.evaluate(() => window.dispatchEvent(new Event('printfront:navigation-resume')));
    await page.waitForURL(demo('/sitemap/'));
    expect(await page.evaluate(() => document.documentElement.dataset.navigationPaused)).toBeUndefined();
    await page.close();
  });
});
