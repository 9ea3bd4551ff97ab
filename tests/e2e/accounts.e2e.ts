import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../domain/accounts/totp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/seed/accounts';
import { ApiSession, emailedLink as emailedLinkOf, outboxReader } from '../support/api-session';
import {
  type Browser,
  collectPageErrors,
  DESKTOP,
  gotoHydrated,
  launchBrowser,
  PHONE,
  useBrowser,
} from '../support/browser';
import { testServerPort } from '../support/test-server';

const port = testServerPort();
const origin = (subdomain?: string) => `http://${subdomain ? `${subdomain}.` : ''}localhost:${port}`;
const platform = (path = '/') => `${origin()}${path}`;
const store = (subdomain: string, path = '/') => `${origin(subdomain)}${path}`;
const NEW_PASSWORD = 'correct horse battery staple';

/** Console errors other than the browser's note of a form answered 422 (invalid) or 429, which tests cause. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 42[29]/.test(error),
  );

let unique = 0;
function freshEmail(what: string): string {
  unique += 1;
  return `${what}-${Date.now()}-${unique}@example.test`;
}

/** Staff signed in on the platform host, reading the outbox. */
let staff: ApiSession;

const emailedLink = (to: string, path: string) => emailedLinkOf(staff, to, path);

/** A page of a browser with no cookies left from earlier tests: no session, no store access. */
async function freshPage(browser: Browser): Promise<Page> {
  await browser.context.clearCookies();
  return browser.newPage();
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs up on the platform host, verifies with the emailed link, accepts the EULA: ends on /dashboard/. (Who
 * signs up to open a store lands on /dashboard/new-store/ instead: dashboard-stores.e2e.ts.)
 */
async function signUpToDashboard(page: Page, email: string) {
  await gotoHydrated(page, platform('/sign-up/'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(platform('/sign-up/verify/?sent=1'));
  await expect
    .poll(() => page.getByRole('status').first().textContent())
    .toBe('Thanks for signing up! Please check your email for a link to verify your account.');

  const link = await emailedLink(email, '/sign-up/verify/');
  expect(link.startsWith(platform('/sign-up/verify/?token='))).toBe(true);
  await gotoHydrated(page, link);
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await page.waitForURL(platform('/sign-up/eula/'));
  await expect.poll(() => page.locator('h1').textContent()).toBe('End user licence agreement');
  await page.getByRole('button', { name: 'I accept the agreement' }).click();
  await page.waitForURL(platform('/dashboard/'));
  await expect.poll(() => page.getByTestId('dashboard-email').textContent()).toBe(email);
}

beforeAll(async () => {
  staff = await outboxReader(port, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
});

describe('signing up on a phone', () => {
  const browser = useBrowser(PHONE);

  it('checks the form with the same messages as the server', async () => {
    const page = await freshPage(browser);
    await gotoHydrated(page, platform('/sign-up/'));
    await page.getByRole('button', { name: 'Create account' }).click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain('This field is required');
    await page.getByLabel('Email address').fill('not an email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => summary.textContent()).toContain('Please enter a valid email address');
    expect(await summary.textContent()).toContain('Must contain at least 12 characters');
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });

  it('signs up, verifies with the link from the outbox, accepts the EULA and reaches the dashboard', async () => {
    const page = await freshPage(browser);
    const errors = collectPageErrors(page);
    const email = freshEmail('signup');
    await signUpToDashboard(page, email);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Two-factor authentication' }).isVisible())
      .toBe(true);

    // A control needing a permission the account lacks asks for a reason and sends a request.
    await page.getByRole('button', { name: 'Manage users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for access to muting users' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.locator('.field-error').textContent()).toBe('This field is required');
    await dialog.getByLabel('Why do you need access?').fill('I help run the operations team.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toBe('Permission request successfully submitted');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});

describe('two-factor authentication', () => {
  const browser = useBrowser(DESKTOP);

  it('is turned on from the dashboard, then asked for at login; a recovery code also lets you in', async () => {
    const page = await freshPage(browser);
    const errors = collectPageErrors(page);
    const email = freshEmail('two-factor');
    await signUpToDashboard(page, email);

    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secretText = page.getByTestId('two-factor-secret');
    await expect.poll(() => secretText.isVisible()).toBe(true);
    const secret = (await secretText.textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.locator('.two-factor-uri').textContent()).toMatch(/^otpauth:\/\/totp\//);
    const code = totp(secret, Date.now());
    await page.getByLabel('Authentication code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const codesList = page.getByTestId('recovery-codes');
    await expect.poll(() => codesList.locator('li').count()).toBe(10);
    const recoveryCodes = await codesList.locator('code').allTextContents();
    expect(recoveryCodes[0]).toMatch(/^[A-Z0-9]{8}-[A-Z0-9]{8}$/);
    await expect.poll(() => page.locator('.two-factor-state').getAttribute('data-state')).toBe('on');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(platform('/login/?notice=logged-out'));
    await expect.poll(() => page.getByRole('status').textContent()).toBe('You have been logged out.');

    // The password alone is not enough: the second step asks for the code.
    await fillLogin(page, email, NEW_PASSWORD);
    const codeField = page.getByLabel('Authentication code');
    await expect.poll(() => codeField.isVisible()).toBe(true);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Two-factor authentication');
    await codeField.fill('12 3456');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid authentication code');
    // A code of the next step: the one used to turn two-factor on cannot be replayed.
    const next = totp(secret, Date.now() + 30_000);
    await codeField.fill(`${next.slice(0, 3)} ${next.slice(3)}`);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(platform('/dashboard/'));
    await expect.poll(() => page.getByTestId('dashboard-email').textContent()).toBe(email);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login\//);
    await fillLogin(page, email, NEW_PASSWORD);
    await page.getByRole('link', { name: 'Use a recovery code instead' }).click();
    await page.waitForURL(platform('/login/recovery/'));
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(platform('/dashboard/'));

    // Each recovery code works once.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login\//);
    await gotoHydrated(page, platform('/login/recovery/'));
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid recovery code');
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});

describe('store visits', () => {
  it('a password-protected store asks for its password, with plain forms before any JavaScript', async () => {
    const browser = await launchBrowser({ ...PHONE, javaScriptEnabled: false });
    const page = await freshPage(browser);
    await page.goto(store('private'));
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(await page.locator('h1').textContent()).toBe('This store is password protected');
    await page.getByLabel('Store password').fill('not the password');
    await page.getByRole('button', { name: 'Enter the store' }).click();
    await page.waitForLoadState('load');
    expect(await page.getByRole('alert').textContent()).toContain(
      'That password is not right. Please try again.',
    );
    await page.getByLabel('Store password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Enter the store' }).click();
    await page.waitForURL(store('private'));
    expect(await page.locator('.access-banner').textContent()).toBe('This store is password protected.');
    await page.goto(store('private', '/search/'));
    expect(new URL(page.url()).pathname).toBe('/search/');
    await browser.close();

    // Another visitor, straight after: the page just shown to the first is never shared with them.
    const other = await launchBrowser({ ...DESKTOP, javaScriptEnabled: false });
    const otherPage = await other.newPage();
    await otherPage.goto(store('private'));
    expect(new URL(otherPage.url()).pathname).toBe('/login/');
    await otherPage.goto(store('private', '/search/'));
    expect(new URL(otherPage.url()).pathname).toBe('/login/');
    await other.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    "a password-protected store's API answers 401 until the password is entered (%s)",
    async (_width, size) => {
      const browser = await launchBrowser(size);
      const page = await freshPage(browser);
      await gotoHydrated(page, store('private'));
      expect(new URL(page.url()).pathname).toBe('/login/');
      const storeData = () =>
        page.evaluate(async () => (await fetch('/omnis/v3/frontend/getStoreCoreData/json/')).status);
      expect(await storeData()).toBe(401);
      await page.getByLabel('Store password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Enter the store' }).click();
      await page.waitForURL(store('private'));
      expect(await storeData()).toBe(200);
      await browser.close();
    },
  );

  it('a coming-soon store shows its countdown, and keeps its login page closed', async () => {
    const browser = await launchBrowser(PHONE);
    const page = await freshPage(browser);
    const errors = collectPageErrors(page);
    await gotoHydrated(page, store('soon'));
    expect(new URL(page.url()).pathname).toBe('/countdown/');
    expect(await page.locator('h1').textContent()).toBe('Something new is coming');
    expect(await page.locator('.store-header').count()).toBe(0);
    const seconds = page.locator('.countdown-units li').last().locator('.countdown-value');
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
    expect(
      await page.locator('.countdown-units li').first().locator('.countdown-value').textContent(),
    ).toMatch(/^(29|30)$/);
    await page.goto(store('soon', '/login/'));
    expect(new URL(page.url()).pathname).toBe('/countdown/');
    // A store that is open has no countdown.
    await page.goto(store('demo', '/countdown/'));
    expect(page.url()).toBe(store('demo'));
    expect(unexpected(errors)).toEqual([]);
    await browser.close();
  });
});

describe('coming back after logging in', () => {
  const browser = useBrowser(DESKTOP);

  it('sends a logged-out visitor of a logged-in page to log in, then back to that page', async () => {
    const page = await freshPage(browser);
    await page.goto(platform('/teemill-plans/?plan=turbo'));
    expect(page.url()).toBe(platform('/login/?redirect_uri=%2Fteemill-plans%2F%3Fplan%3Dturbo'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await fillLogin(page, DEMO_ACCOUNTS.shopper, 'wrong password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('These credentials do not match our records.');
    await fillLogin(page, DEMO_ACCOUNTS.shopper, DEMO_PASSWORD);
    await page.waitForURL(platform('/teemill-plans/?plan=turbo'));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Plans');
    // Logged in, the login page sends them to the dashboard.
    await page.goto(platform('/login/'));
    expect(page.url()).toBe(platform('/dashboard/'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login\//);
    await page.close();
  });

  it('does the same on a store, without JavaScript', async () => {
    const noScript = await launchBrowser({ ...PHONE, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(store('demo', '/dashboard/'));
    expect(page.url()).toBe(store('demo', '/login/?redirect_uri=%2Fdashboard%2F'));
    await fillLogin(page, DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
    await page.waitForURL(store('demo', '/dashboard/'));
    expect(await page.locator('.dashboard-stores a').textContent()).toBe('Northwind Threads');
    await noScript.close();
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://a@evil.example',
    '/%2F%2Fevil.example',
  ])('never follows redirect_uri=%s off the site', async (payload) => {
    const page = await freshPage(browser);
    await gotoHydrated(page, platform(`/login/?redirect_uri=${encodeURIComponent(payload)}`));
    // The page drops it; a hand-made form field is refused by the action too.
    expect(await page.locator('input[name="redirect_uri"]').count()).toBe(0);
    await page.evaluate((value) => {
      const form = document.querySelector('form');
      const field = document.createElement('input');
      field.type = 'hidden';
      field.name = 'redirect_uri';
      field.value = value;
      form?.append(field);
    }, payload);
    await fillLogin(page, DEMO_ACCOUNTS.shopper, DEMO_PASSWORD);
    await page.waitForURL(platform('/dashboard/'));
    expect(new URL(page.url()).origin).toBe(origin());
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login\//);
    await page.close();
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the emailed link; the answer never says whether the email exists', async () => {
    const email = freshEmail('reset');
    const visitor = new ApiSession(port, 'localhost');
    const created = await visitor.post('/omnis/v3/shop/customer/create/', {
      email,
      password: NEW_PASSWORD,
      should_have_store: 0,
      dashboard_access: 0,
    });
    expect(created.status).toBe(200);

    const browser = await launchBrowser(PHONE);
    const page = await freshPage(browser);
    const answers: string[] = [];
    for (const address of [freshEmail('nobody'), email]) {
      await gotoHydrated(page, platform('/forgot-password/'));
      await page.getByLabel('Email address').fill(address);
      await page.getByRole('button', { name: 'Email me a reset link' }).click();
      await expect.poll(() => page.getByRole('status').count()).toBe(1);
      answers.push((await page.getByRole('status').textContent()) ?? '');
    }
    expect(answers).toEqual([
      'If that email is registered, we have sent a reset link.',
      'If that email is registered, we have sent a reset link.',
    ]);

    const link = await emailedLink(email, '/reset-password/');
    await gotoHydrated(page, link);
    const newPassword = `${NEW_PASSWORD} again`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something else entirely');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The password confirmation does not match.');
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page.waitForURL(platform('/login/?notice=reset'));
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Your password has been reset. Please log in with your new password.');
    await fillLogin(page, email, newPassword);
    // Not verified yet: the dashboard sends them to verify their email first.
    await page.waitForURL(platform('/sign-up/verify/'));
    await expect.poll(() => page.getByRole('button', { name: 'Send me a new link' }).isVisible()).toBe(true);
    await browser.close();
  });
});

describe('operator staff', () => {
  it('mute and unmute users, and see Permission denied when the server refuses', async () => {
    const browser = await launchBrowser(DESKTOP);
    const page = await freshPage(browser);
    await gotoHydrated(page, platform('/login/'));
    await fillLogin(page, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
    await page.waitForURL(platform('/dashboard/'));
    const row = page.getByRole('row', { name: /Sam Staff/ });
    await row.getByRole('button', { name: 'Mute Sam Staff' }).click();
    await expect.poll(() => row.locator('.mute-state').textContent()).toBe('Muted');
    await row.getByRole('button', { name: 'Unmute Sam Staff' }).click();
    await expect.poll(() => row.locator('.mute-state').textContent()).toBe('Active');

    await page.route('**/omnis/v3/atlas/users/*/mute/', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Permission denied' }),
      }),
    );
    await row.getByRole('button', { name: 'Mute Sam Staff' }).click();
    await expect.poll(() => row.getByRole('alert').textContent()).toBe('Permission denied');
    expect(await row.locator('.mute-state').textContent()).toBe('Active');
    await browser.close();
  });
});

describe('logging in over an expired session cookie', () => {
  it('keeps the new session: its cookie is not followed by one clearing it', async () => {
    const browser = await launchBrowser(DESKTOP);
    const page = await freshPage(browser);
    await browser.context.addCookies([
      { name: 'pf_session', value: 'x'.repeat(43), domain: 'demo.localhost', path: '/', httpOnly: true },
    ]);
    await gotoHydrated(page, store('demo', '/login/?redirect_uri=%2Fdashboard%2F'));
    await fillLogin(page, DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
    await page.waitForURL(store('demo', '/dashboard/'));
    await page.reload();
    expect(page.url()).toBe(store('demo', '/dashboard/'));
    expect(await page.getByTestId('dashboard-email').textContent()).toBe(DEMO_ACCOUNTS.owner);
    const cookies = await browser.context.cookies(store('demo'));
    expect(cookies.find((cookie) => cookie.name === 'pf_session')?.value).not.toBe('x'.repeat(43));
    await browser.close();
  });
});

describe("an owner's settings of who may visit a store", () => {
  it('sets and clears the store password and runs a coming-soon countdown, taking effect at once', async () => {
    const owner = await launchBrowser(DESKTOP);
    const page = await freshPage(owner);
    const errors = collectPageErrors(page);
    await gotoHydrated(page, platform('/login/'));
    await fillLogin(page, DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
    await page.waitForURL(platform('/dashboard/'));
    await page.getByRole('link', { name: 'Settings of Midnight Orbit' }).click();
    await page.waitForURL(/\/dashboard\/stores\/\d+\/settings\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Settings');
    const settingsUrl = page.url();

    const password = page.getByLabel('New store password');
    await password.fill('short');
    await page.getByRole('button', { name: 'Protect with a password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Must contain at least 8 characters');
    await password.fill('midnight secret');
    await page.getByRole('button', { name: 'Protect with a password' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('The store password is set. Visitors now need it to see the store.');

    const visitor = await launchBrowser({ ...PHONE, javaScriptEnabled: false });
    const shopper = await visitor.newPage();
    await shopper.goto(store('dark'));
    expect(new URL(shopper.url()).pathname).toBe('/login/');
    await shopper.getByLabel('Store password').fill('midnight secret');
    await shopper.getByRole('button', { name: 'Enter the store' }).click();
    await shopper.waitForURL(store('dark'));

    await page.getByRole('button', { name: 'Remove the password' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('The store password is cleared. Everyone can visit the store.');
    await visitor.context.clearCookies();
    await shopper.goto(store('dark', '/search/'));
    expect(new URL(shopper.url()).pathname).toBe('/search/');

    await gotoHydrated(page, settingsUrl);
    await page.getByLabel('Show the coming-soon countdown').check();
    await page.getByLabel('Launch date and time (UTC)').fill('2020-01-01T10:00');
    await page.getByRole('button', { name: 'Save the countdown' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The launch must be in the future');
    await page.getByLabel('Launch date and time (UTC)').fill('2099-06-01T10:00');
    await page.getByLabel('Heading', { exact: true }).fill('Back after the refit');
    await page.getByRole('button', { name: 'Save the countdown' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('The coming-soon countdown is on.');
    await shopper.goto(store('dark'));
    expect(new URL(shopper.url()).pathname).toBe('/countdown/');
    expect(await shopper.locator('h1').textContent()).toBe('Back after the refit');

    await gotoHydrated(page, settingsUrl);
    await page.getByLabel('Show the coming-soon countdown').uncheck();
    await page.getByRole('button', { name: 'Save the countdown' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('The coming-soon countdown is off. The store is open.');
    await shopper.goto(store('dark'));
    expect(new URL(shopper.url()).pathname).toBe('/');
    expect(unexpected(errors)).toEqual([]);
    await visitor.close();
    await owner.close();
  });

  it('is only for the owner, and only on the platform host', async () => {
    const browser = await launchBrowser(DESKTOP);
    const page = await freshPage(browser);
    await gotoHydrated(page, platform('/login/'));
    await fillLogin(page, DEMO_ACCOUNTS.shopper, DEMO_PASSWORD);
    await page.waitForURL(platform('/dashboard/'));
    const core = await new ApiSession(port, 'demo.localhost').get(
      '/omnis/v3/frontend/getStoreCoreData/json/',
    );
    const demoId = (JSON.parse(core.body) as { state: { subdomain: { division: { id: number } } } }).state
      .subdomain.division.id;
    await page.goto(platform(`/dashboard/stores/${demoId}/settings/`));
    expect(page.url()).toBe(platform('/403/'));
    const unknown = await page.goto(platform('/dashboard/stores/999999/settings/'));
    expect(unknown?.status()).toBe(404);
    // A store's own host has no seller dashboard at all (server/storefront-build.ts): the storefront's
    // 404 page, as for any address it does not have, and never a login.
    const onStore = await page.goto(store('demo', `/dashboard/stores/${demoId}/settings/`));
    expect(new URL(page.url()).pathname).toBe('/404/');
    expect(onStore?.status()).toBe(404);
    await browser.close();
  });
});
