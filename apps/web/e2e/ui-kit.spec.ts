import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The style page at /app/ui: every validation message of SPEC section 5 appears under its input,
 * on blur rather than while typing, and a valid form passes. Also the select placeholders, status
 * badges, pagination and the formatting helpers for both brands and an unknown brand.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Required fields' labels end in an asterisk that is hidden from assistive technology. */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}( \\*)?$`);

async function signInAsAgent(page: Page) {
  await page.goto('/');
  await page.getByLabel(labelled('Username')).fill('nz.agent');
  await page.getByLabel(labelled('Password')).fill('Demo-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
}

function demoForm(page: Page) {
  return page.getByRole('form', { name: 'Form inputs and validation' });
}

function field(page: Page, label: string) {
  return demoForm(page).getByLabel(labelled(label));
}

function select(page: Page, label: string) {
  return demoForm(page).getByRole('combobox', { name: labelled(label) });
}

/** The message shows under the input and is the input's accessible description. */
async function expectMessage(page: Page, input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(`(^| )${escapeRegExp(message)}( |$)`));
  const id = await input.getAttribute('id');
  const error = page.locator(`[id="${id}-error"]`);
  await expect(error).toBeVisible();
  await expect(error).toHaveText(message);
}

test.describe('style page', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAgent(page);
    await page.goto('/app/ui');
    await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
  });

  test('validates on blur, not while typing', async ({ page }) => {
    const reference = field(page, 'Your reference');
    await reference.fill('KH-2027-0001');
    await page.waitForTimeout(50); // well past the 5 ms debounce
    await expect(reference).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field must be 10 or less characters')).toHaveCount(0);

    await reference.blur();
    await expectMessage(page, reference, 'This field must be 10 or less characters');
  });

  test('shows every validation message under its input', async ({ page }) => {
    await field(page, 'Your reference').fill('KH-2027-0001');
    await field(page, 'Username').fill('kiwi');
    await field(page, 'Postcode').fill('90');
    await field(page, 'Email').fill('aroha@kiwihorizons');
    await field(page, 'Phone').fill('021 12');
    await field(page, 'Password').fill('Demo-pass-2026');
    await field(page, 'Confirm password').fill('Demo-pass-2027');
    await field(page, 'Group size').fill('ten');
    await page.getByRole('button', { name: 'Check the form' }).click();

    await expectMessage(page, field(page, 'Booking name'), 'This field is required');
    await expectMessage(page, field(page, 'Traveller title'), 'Required');
    await expectMessage(
      page,
      field(page, 'Your reference'),
      'This field must be 10 or less characters',
    );
    await expectMessage(page, field(page, 'Username'), 'This field must be 5 or more characters');
    await expectMessage(page, field(page, 'Postcode'), 'This field must be 4 characters');
    await expectMessage(page, field(page, 'Email'), 'This field must be a valid email');
    await expectMessage(
      page,
      field(page, 'Phone'),
      'This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234',
    );
    await expectMessage(page, field(page, 'Confirm password'), 'Passwords must match');
    await expectMessage(page, field(page, 'Group size'), 'Group size is not valid.');
    await expectMessage(page, field(page, 'Nights'), 'This field is required');
    await expectMessage(page, field(page, 'Travel date'), 'This field is required');
    await expectMessage(page, select(page, 'Accommodation class'), 'This field is required');
    await expectMessage(page, select(page, 'Region'), 'This field is required');
    await expectMessage(page, field(page, 'I have read the booking conditions'), 'Required');
    await expect(page.getByText('Every field is valid.')).toHaveCount(0);

    // Correcting a field and leaving it clears its message.
    await field(page, 'Confirm password').fill('Demo-pass-2026');
    await field(page, 'Confirm password').blur();
    await expect(field(page, 'Confirm password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('shows server field errors under the matching inputs', async ({ page }) => {
    await page.getByRole('button', { name: 'Show example server errors' }).click();
    await expectMessage(page, field(page, 'Booking name'), 'Booking name is not valid.');
    await expectMessage(page, field(page, 'Email'), 'This field must be a valid email');
    await expectMessage(page, field(page, 'Your reference'), 'This reference is already in use.');
  });

  test('accepts valid values', async ({ page }) => {
    await field(page, 'Booking name').fill('Aroha Ngata honeymoon');
    await field(page, 'Traveller title').fill('Ms');
    await field(page, 'Username').fill('nz.agent');
    await field(page, 'Email').fill('aroha@kiwihorizons.co.nz');
    await field(page, 'Phone').fill('+(021) 123-4567');
    await field(page, 'Password').fill('Demo-pass-2026');
    await field(page, 'Confirm password').fill('Demo-pass-2026');
    await field(page, 'Nights').fill('7');
    await field(page, 'Travel date').fill('2027-03-05');
    await field(page, 'Travel date').press('Tab');
    await expect(field(page, 'Travel date')).toHaveValue('05 Mar 2027');
    await select(page, 'Accommodation class').click();
    await page.getByRole('option', { name: 'Superior' }).click();
    await select(page, 'Region').click();
    await page.getByRole('option', { name: 'South Island' }).click();
    await field(page, 'I have read the booking conditions').check();
    await page.getByRole('button', { name: 'Check the form' }).click();
    await expect(page.getByText('Every field is valid.')).toBeVisible();
  });

  test('select placeholders follow the spec', async ({ page }) => {
    await expect(select(page, 'Accommodation class')).toHaveAttribute(
      'placeholder',
      'Please select',
    );
    await expect(select(page, 'Region')).toHaveAttribute('placeholder', 'Select Region');
    await expect(select(page, 'Transport')).toHaveAttribute('placeholder', 'All');
    await expect(select(page, 'Room type')).toHaveAttribute('placeholder', 'None');
  });

  test('status badges, pagination and formatting helpers', async ({ page }) => {
    const badge = (text: string) =>
      page
        .locator('[data-status-colour]')
        .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
    await expect(badge('Confirmed')).toHaveAttribute('data-status-colour', 'green');
    await expect(badge('On Request')).toHaveAttribute('data-status-colour', 'amber');
    await expect(badge('Unavailable')).toHaveAttribute('data-status-colour', 'red');
    await expect(badge('Unconfirmed')).toHaveAttribute('data-status-colour', 'none');
    await expect(badge('42')).toHaveAttribute('data-status-colour', 'none');

    const hidden = page.getByRole('region', { name: 'One full page' });
    await expect(hidden.getByRole('navigation')).toHaveCount(0);
    const middle = page.getByRole('region', { name: 'Many pages, in the middle' });
    await middle.getByRole('button', { name: 'Next page' }).click();
    await expect(middle.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const prices = page.getByRole('table', { name: 'Prices by brand' });
    await expect(prices.getByRole('row', { name: /^Brand 1/ })).toContainText('NZ$1,234.50');
    await expect(prices.getByRole('row', { name: /^Brand 1/ })).toContainText('NZD incl. 15% GST');
    await expect(prices.getByRole('row', { name: /^Brand 2/ })).toContainText('A$1,234.50');
    await expect(prices.getByRole('row', { name: /^Brand 2/ })).toContainText('AUD incl. 10% GST');
    await expect(prices.getByRole('row', { name: /^Unknown brand/ })).toContainText('NZ$1,234.50');
    await expect(prices.getByRole('row', { name: /^Unknown brand/ })).toContainText(
      'NZD incl. 15% GST',
    );
    const helpers = page.getByRole('table', { name: 'Date, time and text helpers' });
    await expect(helpers.getByRole('row', { name: /^Date \(DD Mon YYYY\)/ })).toContainText(
      '05 Mar 2027',
    );
    await expect(helpers.getByRole('row', { name: /^Time/ })).toContainText('09:30');
  });
});
