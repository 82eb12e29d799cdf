import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';

/**
 * Content (issue 10): the assessment ranks the demo's deliberately poor description first; a
 * processing batch runs with a visible progress bar; accepting its suggestion writes a new
 * version and keeps the old text.
 */

const WORST = 'Kaikoura Ocean Giants Whale Cruise';
const WORST_TEXT =
  'CHEAP whale tour!!! Once in a lifetime. Best price guaranteed, book now and click here. COVID-19 restrictions apply.';

test('the worst description is ranked first, processed, and its rewrite accepted as a new version', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);

  // The assessment: worst first.
  await page.getByRole('link', { name: 'Content assessment' }).click();
  await expect(page).toHaveTitle(/^Content Assessment \|/);
  const ranking = page.getByRole('table', { name: 'Descriptions, worst first' });
  const firstRow = ranking.getByRole('row').nth(1);
  await expect(firstRow.getByRole('link', { name: WORST })).toBeVisible();
  await expect(firstRow.getByLabel('Score 0 of 100')).toBeVisible();
  await expect(firstRow.getByText('EN · “book now”')).toBeVisible();

  // A batch over the three worst texts, with its progress bar.
  await page.getByRole('link', { name: 'Process the worst' }).click();
  await expect(page).toHaveTitle(/^Content Processing \|/);
  const limit = page.getByRole('textbox', { name: 'At most' });
  await limit.fill('3');
  await expect(limit).toHaveValue('3');
  await page.getByRole('button', { name: 'Start batch' }).click();
  const progress = page.getByRole('progressbar', { name: /^Progress of batch \d+$/ });
  await expect(progress).toBeVisible();
  // The batch runs in the server's background; its progress arrives live (or by polling).
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(progress).toContainText('3 of 3 texts processed (100%)');
  await expect(page.getByText('Completed').first()).toBeVisible();

  // The whale cruise's English rewrite, reviewed as a diff and accepted.
  const suggestion = page.getByRole('article', { name: `${WORST} · English` });
  await expect(suggestion).toBeVisible();
  const diff = suggestion.getByLabel('Changes to the text');
  await expect(diff.locator('del', { hasText: 'CHEAP' })).toBeVisible();
  await expect(diff.locator('ins', { hasText: 'Good-value' })).toBeVisible();
  await expect(suggestion.getByText('Removed “book now”.')).toBeVisible();
  await suggestion
    .getByRole('button', { name: `Accept the suggestion for ${WORST} · English` })
    .click();
  await expect(page.getByText(`Accepted for ${WORST} · English`)).toBeVisible();
  await expect(suggestion).toBeHidden();
  // The rule-based provider does not pretend to translate.
  await expect(page.getByRole('article', { name: `${WORST} · German` })).toContainText(
    'Needs translation',
  );

  // The old text is kept as a version under the new one.
  await page.getByRole('link', { name: 'Content assessment' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill('Kaikoura Ocean');
  await expect(page).toHaveURL(/q=Kaikoura/);
  await expect(ranking.getByRole('row')).toHaveCount(2);
  await ranking.getByRole('link', { name: WORST }).click();
  await expect(page).toHaveTitle(/^Descriptions \|/);
  const english = page.getByRole('textbox', { name: 'Description in English' });
  await expect(english).toHaveValue(/^Good-value whale tour!!! Memorable\./);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Earlier versions' });
  const versions = history.getByRole('row');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(1)).toContainText('Accepted suggestion');
  await expect(versions.nth(2)).toContainText('Imported');
  await expect(versions.nth(2)).toContainText(WORST_TEXT);
});

test('a tour’s texts are ranked with the tour kind and open on the text that ranked', async ({
  page,
}) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);

  // The demo's deliberately poor tour day leads the tours' ranking.
  await page.goto('/admin/content-assessment?kind=tour');
  const ranking = page.getByRole('table', { name: 'Descriptions, worst first' });
  const firstRow = ranking.getByRole('row').nth(1);
  await expect(firstRow.getByText('Tour · NZ-ATW3 · Day 2')).toBeVisible();
  await firstRow.getByRole('link', { name: 'Abel Tasman Coastal Walk' }).click();

  // The entity page opens on that day's text, and links to the tour itself.
  await expect(page).toHaveURL(/\/admin\/content\/tour\/\d+\?field=day-2$/);
  await expect(page.getByRole('textbox', { name: 'Day 2 in English' })).toHaveValue(
    'Swing bridge, swim. Book now!',
  );
  await page.getByRole('link', { name: 'Open the tour' }).click();
  await expect(page).toHaveURL(/\/admin\/regular-tours\/edit\/\d+$/);
});
