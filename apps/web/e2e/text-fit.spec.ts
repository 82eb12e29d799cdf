import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 19, points 22 and 31: at 1440 px badges, selects and button labels on the main lists show
 * their whole text in every language ("Confir…", "Publish…", a cut pricing-model select). An
 * element whose content is wider than its box (scrollWidth > clientWidth) is cut or spills over.
 */
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it'] as const;

const ADMIN_LISTS = [
  '/admin/client-files',
  '/admin/fit-finalisation-tracker',
  '/admin/fit-settings',
  '/admin/quick-quote',
];

async function setLanguage(page: Page, language: string) {
  await page.evaluate((code) => window.localStorage.setItem('portal.language', code), language);
}

/** Every badge, select input and button label on the page whose text does not fit its box. */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'main .mantine-Badge-root, main .mantine-Badge-label, main .mantine-Select-input, main .mantine-Button-label',
      ),
    )
      .filter((element) => element.offsetParent !== null)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.className.split(' ')[0]} "${
            element instanceof HTMLInputElement ? element.value : element.textContent
          }" (${element.scrollWidth} > ${element.clientWidth})`,
      ),
  );
}

async function openList(page: Page, path: string) {
  await page.goto(path);
  // A lazily loaded screen on a busy two-core machine can take a while to appear.
  await expect(page.locator('main')).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('text fits at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const language of LANGUAGES) {
    test(`nothing is cut in ${language}`, async ({ page, browser }) => {
      test.setTimeout(300_000);
      await signIn(page, 'admin', DEMO_USERS.admin);
      await setLanguage(page, language);
      for (const path of ADMIN_LISTS) {
        await openList(page, path);
        expect(await cutTexts(page), `${language} ${path}`).toEqual([]);
      }
      const agentContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const agent = await agentContext.newPage();
      await signIn(agent, 'agent', DEMO_USERS.nzAgencyAdmin);
      await setLanguage(agent, language);
      await openList(agent, '/app/list-bookings');
      // My Files shows the status badges this test is about ("Confir…" at 1440 px).
      await expect(agent.locator('main [data-status-colour]').first()).toBeVisible();
      expect(await cutTexts(agent), `${language} /app/list-bookings`).toEqual([]);
      await agentContext.close();
    });
  }
});

test.describe('SPEC section 9 formats in every language', () => {
  test('dates read DD Mon YYYY and money keeps the US English style', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin', DEMO_USERS.admin);
    for (const path of ['/admin/fit-finalisation-tracker', '/admin/audit-log', '/admin/reviews']) {
      await openList(page, path);
      const text = await page.locator('main').innerText();
      // "Dec 3, 2026" is the format the spec replaces.
      expect(text, path).not.toMatch(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/);
      expect(text, path).toMatch(/\b\d{2} [A-Z][a-z]{2} \d{4}\b/);
    }
    await setLanguage(page, 'de');
    await openList(page, '/admin/client-files');
    // The list says "Wird geladen…" (no Loader) until its rows come: wait for an amount to show.
    await expect(page.locator('main')).toContainText(/(NZ|A)\$\d{1,3}(,\d{3})*\.\d{2}/);
    const german = await page.locator('main').innerText();
    expect(german).not.toMatch(/\d,\d{2}\s?(NZ\$|A\$|NZD|AUD)/);
  });

  test('German day names are the language’s own short names', async ({ page }) => {
    await signIn(page, 'agent', DEMO_USERS.nzAgent);
    await setLanguage(page, 'de');
    await openList(page, '/app/list-bookings');
    await page.locator('main a[href^="/app/view-booking/"]').first().click();
    await page.waitForLoadState('networkidle');
    const lines = page.locator('main table').first();
    await expect(lines).toContainText(/\b(Mo|Di|Mi|Do|Fr|Sa|So)\b/);
    expect(await lines.innerText()).not.toMatch(/\b(Die|Mit|Don|Fre)\b/);
  });
});

test.describe('the header on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [area, username, home] of [
    ['admin', DEMO_USERS.admin, '/admin'],
    ['agent', DEMO_USERS.nzAgent, '/app'],
  ] as const) {
    test(`the ${area} area keeps every header control on screen, the language in the menu`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, area, username);
      await setLanguage(page, 'de');
      await openList(page, home);
      const header = page.locator('header');
      await expect(header.getByRole('button', { name: /^Kontomenü für/ })).toBeVisible();
      // German labels are the longest: a control past the window's edge cannot be reached.
      const offScreen = await header.evaluate((element) =>
        Array.from(element.querySelectorAll<HTMLElement>('button, a, select, [role="status"]'))
          .filter((control) => control.offsetParent !== null)
          .filter((control) => {
            const box = control.getBoundingClientRect();
            return box.left < 0 || box.right > window.innerWidth + 0.5;
          })
          .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? ''),
      );
      expect(offScreen).toEqual([]);
      // The language and the colour mode wait in the navigation drawer.
      await page.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).click();
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
      await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
      await expect(page.getByTestId('color-mode-toggle')).toBeVisible();
    });
  }
});
