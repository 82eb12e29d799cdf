import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';

/**
 * Documents (issue 6): as the demo agent of Kiwi Horizons Travel, a quote saved and booked through
 * the API, then the booking overview's Itineraries and Invoices tabs download the PDFs, whose text
 * (pdftotext) shows the file reference, its days and the total.
 */

function money(cents: number): string {
  const value = (cents / 100).toLocaleString('en-NZ', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `NZD ${value}`;
}

/** About three months ahead: inside the demo catalogue's rates, outside the balance window. */
function travelDate(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 90);
  return date.toISOString().slice(0, 10);
}

async function bookDemoPackage(page: Page, request: APIRequestContext): Promise<TFileView> {
  const headers = await apiHeaders(page);
  const packages = await request.get('/api/app/packages?per_page=100', { headers });
  expect(packages.ok()).toBe(true);
  const list = (await packages.json()) as TPaginated<{ id: number; code: string }>;
  const demo = list.data.find((pkg) => pkg.code === 'NZ-NIE-7') ?? list.data[0];
  if (!demo) throw new Error('The demo catalogue has no package');

  const created = await request.post('/api/app/files', {
    headers,
    data: {
      packageId: demo.id,
      travelDate: travelDate(),
      accommodationClass: 'superior',
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: 'Documents journey',
      yourReference: 'DOC-E2E',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as TFileView;
  const booked = await request.post(`/api/app/files/${quote.reference}/request-booking`, {
    headers,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return (await booked.json()) as TFileView;
}

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).first().click(),
  ]);
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  return { name: download.suggestedFilename(), text };
}

test('the booking overview downloads the itinerary and invoice PDFs', async ({ page }) => {
  await signIn(page, 'agent', DEMO_USERS.nzAgent);
  const file = await bookDemoPackage(page, page.request);
  expect(file.status).toBe('Requested');

  await page.goto(`/app/view-booking/${file.reference}`);
  await expect(page.getByRole('heading', { name: file.reference })).toBeVisible();

  await page.getByRole('tab', { name: 'Itineraries' }).click();
  const itinerary = await downloadText(page, 'Download itinerary');
  expect(itinerary.name).toBe(`itinerary-${file.reference}.pdf`);
  expect(itinerary.text).toContain(file.reference);
  // SPEC section 9's dates and times, statuses in words (issue 19, point 21).
  for (const day of file.days)
    expect(itinerary.text).toContain(`Day ${day.dayNumber} - ${formatDayMonthYear(day.date)}`);
  expect(itinerary.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(itinerary.text).not.toMatch(/\b\d{4} - \d{4}\b/);
  expect(itinerary.text).toContain('Status: Awaiting confirmation');
  expect(itinerary.text).toContain(`Total: ${money(file.totals.sellCents)}`);

  await page.getByRole('tab', { name: 'Invoices' }).click();
  const invoices = (await (
    await page.request.get(`/api/app/files/${file.reference}/invoices`, {
      headers: await apiHeaders(page),
    })
  ).json()) as TFileInvoices;
  const [invoice] = invoices.invoices;
  if (!invoice) throw new Error('No invoice was issued for the booking');
  await expect(page.getByRole('cell', { name: invoice.number })).toBeVisible();
  const pdf = await downloadText(page, 'Download invoice');
  expect(pdf.name).toBe(`${invoice.number}.pdf`);
  expect(pdf.text).toContain(file.reference);
  expect(pdf.text).toContain(`Day 1 ${formatDayMonthYear(file.travelDate)}`);
  expect(pdf.text).toContain(money(invoice.totalCents));
  expect(invoice.totalCents).toBe(file.totals.netCents);

  // The agency ledger filtered to the file shows the invoice (page 1 alone may not: it is the
  // whole agency's, oldest first).
  await page.goto('/app/account');
  const ledgerFilter = page.getByRole('form', {
    name: 'Filter the account summary by date or file',
  });
  await ledgerFilter.getByLabel('File reference').fill(file.reference);
  await ledgerFilter.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(new RegExp(`[?&]fileReference=${file.reference}`));
  await expect(page.getByRole('table', { name: 'Agency ledger' })).toContainText(invoice.number);
});
