import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo';
import { createTranslator } from './support/i18n';

/**
 * Issue 11: the agent's core flow and the traveller's Find page with the keyboard alone (Tab,
 * Shift+Tab, Enter, typing), never a click. Every control the walk lands on must show where the
 * focus is (an outline or a ring), docs/security.md.
 */
const { t } = createTranslator('en');

test.beforeEach(async ({ page }) => {
  // Focus styles are compared at once: transitions would still be half-way.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    });
  });
});

/**
 * What the focused element is called, and whether its focus shows: an outline or a ring, or else
 * a border or background that changes (compared with the element blurred, then focused again).
 */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', isVisible: false, tag: '' };
    const look = () => {
      const style = getComputedStyle(element);
      return [
        style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineColor}`,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
      ].join('|');
    };
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const hasRing = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.textContent ??
      '';
    if (hasOutline || hasRing) return { name: name.trim(), isVisible: true, tag: element.tagName };
    const whenFocused = look();
    // Mantine's inputs show focus with a border of the primary colour.
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const hasPrimaryBorder = getComputedStyle(element).borderColor === primary;
    element.blur();
    const whenBlurred = look();
    element.focus();
    return {
      name: name.trim(),
      isVisible: whenFocused !== whenBlurred || hasPrimaryBorder,
      tag: element.tagName,
    };
  });
}

/**
 * Presses Tab until the focused control's name matches; fails if it is not reachable within
 * `limit` presses or if any control on the way hides its focus.
 */
async function tabTo(page: Page, name: RegExp, limit = 60) {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    seen.push(current.name.slice(0, 40));
    if (current.tag) {
      expect(current.isVisible, `focus is visible on ${current.tag} "${current.name}"`).toBe(true);
    }
    if (name.test(current.name)) return;
  }
  throw new Error(
    `${String(name)} is not reachable with the Tab key; focus went to ${seen.join(' → ')}`,
  );
}

test('an agent signs in, prices a quick quote and saves it with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await tabTo(page, new RegExp(`^${t('auth', 'fields.username')}`));
  await page.keyboard.type(DEMO_USERS.nzAgent);
  await tabTo(page, new RegExp(`^${t('auth', 'fields.password')}`));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, new RegExp(`^${t('quick-quote', 'nav.quickQuote')}`));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/app\/quick-quote$/);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });

  await tabTo(page, new RegExp(`^${t('quick-quote', 'search.pricePackage')}`), 120);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/app\/quick-quote\/\d+$/);

  await tabTo(page, new RegExp(`^${t('quick-quote', 'price.getPrice')}$`), 120);
  await page.keyboard.press('Enter');
  const quote = page.getByRole('region', { name: t('quick-quote', 'quote.label') });
  await expect(quote).toBeVisible({ timeout: 20_000 });

  await tabTo(page, new RegExp(`^${t('quick-quote', 'price.saveAndCustomise')}$`), 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('quick-quote', 'save.title') });
  await expect(dialog).toBeVisible();
  // The dialog takes the focus; its first field is the booking name.
  await tabTo(page, new RegExp(t('quick-quote', 'save.bookingName')), 10);
  await page.keyboard.type('Keyboard only');
  await tabTo(page, new RegExp(`^${t('quick-quote', 'save.submit')}$`), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/quick-quote\/customise\/NZ-\d+$/, { timeout: 20_000 });
});

test('a traveller finds the travel app with the keyboard alone', async ({ page }) => {
  await page.goto('/travel-app');
  await tabTo(page, new RegExp(t('traveller', 'find.referenceLabel')), 20);
  await page.keyboard.type('NZ-100001');
  await tabTo(page, new RegExp(`^${t('traveller', 'find.submit')}$`), 10);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/travel-app\/[A-Za-z0-9_-]{20,}$/);
  // The demo booking's deposit falls due on the day of the seed; a run that crosses midnight in
  // New Zealand asks for the balance instead. Either way the amount owing is on the page.
  await expect(page.getByRole('heading', { name: /^(Deposit|Balance) due$/ })).toBeVisible();
});
