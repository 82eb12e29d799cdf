import { type Page } from '@playwright/test';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { AREA_PATHS } from '@portal/shared/domain/user-kinds';

/** The default product name: every page title ends with it. */
export const PRODUCT_NAME = 'Fernway Travel Agent Portal';

/** Every demo account shares this password (see README and the seed). */
export const DEMO_PASSWORD = 'Demo-pass-2026';

export const DEMO_USERS = {
  admin: 'admin',
  nzAgent: 'nz.agent',
  nzAgencyAdmin: 'nz.agencyadmin',
  auAgent: 'au.agent',
  auAgencyAdmin: 'au.agencyadmin',
  hotel: 'supplier.hotel',
  cars: 'supplier.cars',
  ferry: 'supplier.ferry',
} as const;

/** Signs in through the area's own login page and waits for the area's home. */
export async function signIn(
  page: Page,
  area: TUserKind,
  username: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(AREA_PATHS[area].login);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // "/admin/login" starts with "/admin": wait until we are in the area, not still on its login page.
  const { home, login } = AREA_PATHS[area];
  await page.waitForURL(
    (url) =>
      url.pathname !== login && (url.pathname === home || url.pathname.startsWith(`${home}/`)),
  );
}

/** The headers the web client sends with a state-changing call: the session's XSRF token echoed. */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}
