import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, PRODUCT_NAME, signIn } from './support/demo';

test.describe('sign-in for the three areas', () => {
  const cases = [
    { area: 'agent', username: DEMO_USERS.nzAgent, loginPath: '/', home: '/app', title: 'Login' },
    {
      area: 'admin',
      username: DEMO_USERS.admin,
      loginPath: '/admin/login',
      home: '/admin',
      title: 'Admin Login',
    },
    {
      area: 'supplier',
      username: DEMO_USERS.hotel,
      loginPath: '/supplier/login',
      home: '/supplier-app',
      title: 'Supplier Login',
    },
  ] as const;

  for (const login of cases) {
    test(`${login.area} signs in, sees the area and logs out`, async ({ page }) => {
      await page.goto(login.loginPath);
      await expect(page).toHaveTitle(`${login.title} | ${PRODUCT_NAME}`);
      await signIn(page, login.area, login.username);
      await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
      await expect(page).toHaveTitle(`Dashboard | ${PRODUCT_NAME}`);

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(login.loginPath);

      // The session is gone: the area sends us back to its login page.
      await page.goto(login.home);
      await expect.poll(() => new URL(page.url()).pathname).toBe(login.loginPath);
    });
  }

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill(DEMO_USERS.auAgent);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an agent cannot use the admin login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(DEMO_USERS.nzAgent);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  });
});

test('forgot and reset password through the mail outbox', async ({ page, browser }) => {
  const username = DEMO_USERS.auAgencyAdmin;
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password Reset Sent')).toBeVisible();
  await expect(
    page.getByText('Please check your email for your password reset link.'),
  ).toBeVisible();

  // The back office reads the held message in the outbox.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin', DEMO_USERS.admin);
  await adminPage.goto('/admin/outbox');
  const resetLink = await (async () => {
    const row = adminPage.getByRole('row', { name: /reset/i }).first();
    await expect(row).toBeVisible();
    await row.getByRole('button').first().click();
    const dialog = adminPage.getByRole('dialog');
    const text = await dialog.innerText();
    const match = text.match(/https?:\/\/\S+\/reset-password\/\S+/);
    expect(match, 'the reset link is in the message').not.toBeNull();
    return match![0];
  })();
  await adminContext.close();

  const resetUrl = new URL(resetLink);
  await page.goto(resetUrl.pathname + resetUrl.search);
  await page.getByLabel(/^New password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Please login with your new password.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await signIn(page, 'agent', username);

  // The link works once only.
  await page.goto(resetUrl.pathname + resetUrl.search);
  await page.getByLabel(/^New password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
});

test('an unauthenticated API call goes to the area login page', async ({ page, context }) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  await page.goto('/admin/profile');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  // The session ends on the server side while the page is open.
  await context.clearCookies({ name: 'portal_session' });
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
