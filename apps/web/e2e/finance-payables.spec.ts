import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type {
  TPayableExpectedLine,
  TPayableExpectedLineList,
  TPaymentRunList,
  TSupplierInvoiceList,
} from '@portal/shared/contracts/payables';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';
import { createTranslator } from './support/i18n';

/**
 * Supplier payables (issue 26), as the finance team works them: a booking with two services of
 * two suppliers is confirmed by both suppliers, each from the link in its request email (the
 * Auckland hotel and the car rental confirm every booking themselves); Finance > Supplier
 * payables shows both expected lines; the hotel's invoice, billed 10.00 more than expected, is
 * entered from its line, matched by hand (variance +10.00) and approved; the car rental's, billed
 * as expected, is entered from the invoices tab (matched on entry)
 * and approved; a payment run pays both and queues the remittance emails; the hotel's remittance
 * advice PDF names the invoice and the booking; the expected lines then show paid. Saving and
 * making the run are double-clicked: one invoice, one run.
 */
const { t } = createTranslator('en');

const HOTEL = 'HARBAKL-SUP';
const CAR = 'TASCAR-AKL-SUV';

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** As the date field reads a typed date: day first. */
function typed(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** Cents as typed into an amount field: "460.00". */
function amountOf(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** As the remittance PDF prints money (invoices.pdf.ts formatDocumentMoney): "NZD 1,234.50". */
function documentMoney(cents: number): string {
  const value = (cents / 100).toLocaleString('en-NZ', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `NZD ${value}`;
}

function escaped(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

async function productOf(admin: Page, code: string) {
  const answer = await admin.request.get(`/api/admin/products?q=${code}&per_page=10`, {
    headers: await apiHeaders(admin),
  });
  expect(answer.ok()).toBe(true);
  const product = (
    (await answer.json()) as TPaginated<{ id: number; code: string; supplierId: number }>
  ).data.find((row) => row.code === code);
  if (!product) throw new Error(`No demo product ${code}`);
  return product;
}

interface TPeople {
  agent: Page;
  admin: Page;
  browser: Browser;
  baseURL: string | undefined;
}

/** The service links of the supplier request emails about `reference`, one per request. */
async function supplierLinks(admin: Page, reference: string, count: number): Promise<string[]> {
  const headers = await apiHeaders(admin);
  let links: string[] = [];
  await expect(async () => {
    const answer = await admin.request.get('/api/admin/outbox?per_page=100', { headers });
    const messages = ((await answer.json()) as TPaginated<TOutboxMessage>).data;
    links = messages
      .filter((message) => message.subject.includes(reference))
      .map((message) => /(\/supplier\/service\/[A-Za-z0-9_-]+)/.exec(message.text)?.[1])
      .filter((link): link is string => link !== undefined);
    expect(links).toHaveLength(count);
  }).toPass({ timeout: 15_000 });
  return links;
}

/** A booking of the hotel and the car, requested, and confirmed by each supplier from its link. */
async function confirmedBooking(
  { agent, admin, browser, baseURL }: TPeople,
  hotel: number,
  car: number,
): Promise<string> {
  const travel = daysAhead(80);
  const headers = await apiHeaders(agent);
  const created = await agent.request.post('/api/app/files/custom', {
    headers,
    data: {
      travelDate: travel,
      nights: 2,
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName: `Payables ${Date.now().toString(36)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = (await created.json()) as TFileView;
  for (const line of [
    { productId: hotel, date: travel, span: 2 },
    { productId: car, date: travel, span: 3 },
  ]) {
    const added = await agent.request.post(`/api/app/files/${reference}/lines`, {
      headers,
      data: line,
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const booked = await agent.request.post(`/api/app/files/${reference}/request-booking`, {
    headers,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const requested = ((await booked.json()) as TFileView).days.flatMap((day) => day.lines);
  expect(requested.map((line) => line.status)).toEqual(['Requested', 'Requested']);
  // Each supplier answers the request emailed to it, from the link, without signing in.
  const links = await supplierLinks(admin, reference, 2);
  for (const [index, link] of links.entries()) {
    const supplier = await (await browser.newContext({ baseURL })).newPage();
    await supplier.goto(link);
    await expect(supplier.getByTestId('booking-reference')).toHaveText(reference);
    const confirmForm = supplier.getByRole('form', { name: 'Confirm the service' });
    await confirmForm.getByLabel(/Confirmation number/).fill(`PAY-${index + 1}`);
    await confirmForm.getByRole('button', { name: 'Confirm service' }).click();
    await expect(supplier.getByTestId('request-status')).toHaveText('Confirmed');
    await supplier.context().close();
  }
  await expect(async () => {
    const file = await agent.request.get(`/api/app/files/${reference}`, { headers });
    expect(((await file.json()) as TFileView).status).toBe('Confirmed');
  }).toPass({ timeout: 15_000 });
  return reference;
}

async function expectedLinesOf(admin: Page, reference: string): Promise<TPayableExpectedLine[]> {
  const answer = await admin.request.get(
    `/api/admin/finance/payables/expected-lines?fileReference=${reference}&per_page=100`,
    { headers: await apiHeaders(admin) },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as TPayableExpectedLineList).data;
}

async function openFromMenu(admin: Page, label: string) {
  const menu = admin.getByRole('navigation', { name: 'Back office navigation' });
  await menu
    .getByRole('group', { name: t('common', 'nav.groups.finance'), exact: true })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** The expected lines of one booking, every state, through the list's own filters. */
async function showExpectedLines(admin: Page, reference: string, state: 'unpaid' | 'all') {
  await openFromMenu(admin, t('payables', 'nav.payables'));
  await expect(admin.getByRole('heading', { name: t('payables', 'title') })).toBeVisible();
  await admin
    .getByRole('textbox', { name: t('payables', 'filters.fileReference') })
    .fill(reference);
  await admin.waitForURL(new RegExp(`[?&]fileReference=${reference}`));
  if (state === 'all') {
    await admin.getByRole('combobox', { name: t('payables', 'filters.state') }).click();
    await admin
      .getByRole('option', { name: t('payables', 'stateFilters.all'), exact: true })
      .click();
    await admin.waitForURL(/[?&]state=all/);
  }
  return admin.getByRole('table', { name: t('payables', 'expected.table') });
}

/** The invoice page's header once it shows the supplier invoice entered. */
async function expectInvoicePage(admin: Page, supplierReference: string) {
  await admin.waitForURL(/\/admin\/finance\/supplier-invoices\/\d+$/);
  await expect(
    admin.getByRole('heading', {
      name: t('payables', 'invoice.title', { reference: supplierReference }),
    }),
  ).toBeVisible();
}

async function supplierInvoicesNamed(admin: Page, supplierId: number, reference: string) {
  const answer = await admin.request.get(
    `/api/admin/finance/supplier-invoices?supplierId=${supplierId}&per_page=100`,
    { headers: await apiHeaders(admin) },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as TSupplierInvoiceList).data.filter(
    (invoice) => invoice.supplierReference === reference,
  );
}

test('finance enters, matches, approves and pays two suppliers of a booking', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  await signIn(admin, 'admin', DEMO_USERS.admin);
  const hotelProduct = await productOf(admin, HOTEL);
  const carProduct = await productOf(admin, CAR);
  expect(hotelProduct.supplierId).not.toBe(carProduct.supplierId);
  const reference = await confirmedBooking(
    { agent, admin, browser, baseURL },
    hotelProduct.id,
    carProduct.id,
  );

  const expected = await expectedLinesOf(admin, reference);
  expect(expected).toHaveLength(2);
  const hotel = expected.find((line) => line.supplierId === hotelProduct.supplierId);
  const car = expected.find((line) => line.supplierId === carProduct.supplierId);
  if (!hotel || !car) throw new Error('The booking has no expected line of each supplier');
  const stamp = Date.now().toString(36).toUpperCase();
  const hotelRef = `RL-${stamp}`;
  const carRef = `TC-${stamp}`;
  const hotelBilled = hotel.expectedCents + 1_000;

  // Finance > Supplier payables: both lines expected, unpaid.
  await admin.goto('/admin');
  let lines = await showExpectedLines(admin, reference, 'unpaid');
  await expect(lines.getByRole('row')).toHaveCount(3);
  for (const line of [hotel, car]) {
    const row = lines.getByRole('row', { name: escaped(line.supplierName) });
    await expect(row).toContainText(formatPrice(line.expectedCents, 1));
    await expect(row).toContainText(t('payables', 'states.unmatched'));
    await expect(row.getByRole('link', { name: reference, exact: true })).toHaveAttribute(
      'href',
      `/admin/client-files/${reference}`,
    );
  }

  // The hotel billed 10.00 more than expected: entered from its line, which fills in the brand,
  // the supplier, the file and the service.
  await lines
    .getByRole('link', {
      name: t('payables', 'expected.enterFor', { service: hotel.serviceName, file: reference }),
    })
    .click();
  let form = admin.getByRole('form', { name: t('payables', 'form.title') });
  await expect(form.getByRole('combobox', { name: t('payables', 'form.supplier') })).toHaveValue(
    `${hotel.supplierCode} – ${hotel.supplierName}`,
  );
  await form.getByLabel(t('payables', 'form.supplierReference')).fill(hotelRef);
  await form.getByLabel(t('payables', 'form.issuedOn')).fill(typed(daysAhead(-1)));
  let line1 = form.getByRole('group', { name: t('payables', 'form.line', { n: 1 }) });
  await expect(line1.getByLabel(t('payables', 'form.fileReference'))).toHaveValue(reference);
  await line1.getByLabel(t('payables', 'form.amount')).fill(amountOf(hotelBilled));
  await form.getByRole('button', { name: t('payables', 'form.save') }).dblclick();
  await expectInvoicePage(admin, hotelRef);
  expect(await supplierInvoicesNamed(admin, hotel.supplierId, hotelRef)).toHaveLength(1);

  // Not matched on entry (the amounts differ): approving waits for the match.
  const approve = admin.getByRole('button', {
    name: t('payables', 'invoice.approve'),
    exact: true,
  });
  await expect(approve).toBeDisabled();
  await expect(
    admin.getByText(t('payables', 'invoice.approveNeedsMatches_one', { count: 1 })),
  ).toBeVisible();
  await admin.getByRole('button', { name: t('payables', 'lines.matchLine', { n: 1 }) }).click();
  const matching = admin.getByRole('dialog', { name: t('payables', 'match.title', { n: 1 }) });
  await matching
    .getByRole('button', {
      name: t('payables', 'match.choose', { service: hotel.serviceName, file: reference }),
    })
    .click();
  await expect(matching).toBeHidden();
  const hotelLineRow = admin.getByTestId('supplier-invoice-line-1');
  await expect(hotelLineRow).toContainText('+NZ$10.00');
  await expect(hotelLineRow).toContainText(formatPrice(hotel.expectedCents, 1));
  await approve.click();
  await expect(
    admin.getByRole('button', { name: t('payables', 'invoice.unapprove') }),
  ).toBeVisible();
  await expect(approve).toBeHidden();

  // The car rental billed what was expected: entered from the invoices tab, matched on entry.
  await openFromMenu(admin, t('payables', 'nav.payables'));
  await admin.getByRole('tab', { name: t('payables', 'views.invoices') }).click();
  await admin.getByRole('link', { name: t('payables', 'invoices.enter') }).click();
  form = admin.getByRole('form', { name: t('payables', 'form.title') });
  await form.getByRole('combobox', { name: t('payables', 'form.brand') }).click();
  await admin.getByRole('option', { name: 'NZ (NZD)', exact: true }).click();
  await form.getByRole('combobox', { name: t('payables', 'form.supplier') }).fill(car.supplierCode);
  await admin
    .getByRole('option', { name: `${car.supplierCode} – ${car.supplierName}`, exact: true })
    .click();
  await form.getByLabel(t('payables', 'form.supplierReference')).fill(carRef);
  await form.getByLabel(t('payables', 'form.issuedOn')).fill(typed(daysAhead(-1)));
  line1 = form.getByRole('group', { name: t('payables', 'form.line', { n: 1 }) });
  await line1.getByLabel(t('payables', 'form.fileReference')).fill(reference);
  await line1.getByLabel(t('payables', 'form.description')).fill(car.serviceName);
  await line1.getByLabel(t('payables', 'form.amount')).fill(amountOf(car.expectedCents));
  await form.getByRole('button', { name: t('payables', 'form.save') }).dblclick();
  await expectInvoicePage(admin, carRef);
  expect(await supplierInvoicesNamed(admin, car.supplierId, carRef)).toHaveLength(1);
  await expect(admin.getByTestId('supplier-invoice-line-1')).toContainText(
    t('payables', 'sources.auto'),
  );
  await approve.click();
  await expect(
    admin.getByRole('button', { name: t('payables', 'invoice.unapprove') }),
  ).toBeVisible();

  // Finance > Payment runs: pay the two, and only those, today.
  await openFromMenu(admin, t('payables', 'nav.paymentRuns'));
  await admin.getByRole('button', { name: t('payables', 'runs.new') }).click();
  const run = admin.getByRole('dialog', { name: t('payables', 'runs.new') });
  const proposal = run.getByRole('table', { name: t('payables', 'runs.proposal') });
  const tickAll = proposal.getByRole('checkbox', { name: t('payables', 'runs.tickAll') });
  await expect(tickAll).toBeChecked();
  await tickAll.uncheck();
  for (const [ref, supplier] of [
    [hotelRef, hotel.supplierName],
    [carRef, car.supplierName],
  ] as const) {
    await proposal
      .getByRole('checkbox', { name: t('payables', 'runs.tick', { reference: ref, supplier }) })
      .check();
  }
  const runTotal = hotelBilled + car.expectedCents;
  await expect(run.getByTestId('payment-run-total')).toHaveText(
    t('payables', 'runs.total_other', { count: 2, amount: formatPrice(runTotal, 1) }),
  );
  await run.getByRole('button', { name: t('payables', 'runs.confirm') }).dblclick();
  const made = run.getByRole('status');
  await expect(made).toContainText(t('payables', 'runs.emailsQueued_other', { count: 2 }));
  const runNumber = /PR-NZ-\d+/.exec((await made.textContent()) ?? '')?.[0];
  if (!runNumber) throw new Error('The payment run has no number');
  await expect(run.getByRole('alert')).toHaveCount(0);

  // One remittance email to each supplier: the run was made once.
  const adminHeaders = await apiHeaders(admin);
  for (const remittance of [hotel, car]) {
    const detail = await admin.request.get(`/api/admin/suppliers/${remittance.supplierId}`, {
      headers: adminHeaders,
    });
    const { email } = (await detail.json()) as { email: string };
    const outbox = await admin.request.get(
      `/api/admin/outbox?to=${encodeURIComponent(email)}&per_page=100`,
      { headers: adminHeaders },
    );
    const advices = ((await outbox.json()) as TPaginated<TOutboxMessage>).data.filter((mail) =>
      mail.subject.startsWith(`Remittance advice ${runNumber} `),
    );
    expect(advices).toHaveLength(1);
  }

  // The hotel's remittance advice, read back from its PDF.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    run
      .getByRole('button', {
        name: t('payables', 'runs.downloadFor', { supplier: hotel.supplierName }),
      })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`remittance-${runNumber}-${hotel.supplierCode}.pdf`);
  const advice = execFileSync('pdftotext', ['-layout', await download.path(), '-']).toString(
    'utf8',
  );
  expect(advice).toContain(`Remittance Advice ${runNumber}`);
  expect(advice).toContain(hotel.supplierName);
  expect(advice).toContain(hotelRef);
  expect(advice).toContain(reference);
  expect(advice).toContain(documentMoney(hotelBilled));
  expect(advice).not.toContain(carRef);
  await run
    .getByRole('button', { name: t('payables', 'actions.close'), exact: true })
    .last()
    .click();
  await expect(run).toBeHidden();

  // Back on the expected lines: both paid by the run, on the brand's today it defaulted to.
  const runs = await admin.request.get('/api/admin/finance/payment-runs?brandId=1&per_page=100', {
    headers: adminHeaders,
  });
  const paidOn = ((await runs.json()) as TPaymentRunList).data.find(
    (row) => row.number === runNumber,
  )?.paidOn;
  if (!paidOn) throw new Error(`No payment run ${runNumber}`);
  expect(Math.abs(Date.parse(paidOn) - Date.parse(daysAhead(0)))).toBeLessThanOrEqual(86_400_000);
  lines = await showExpectedLines(admin, reference, 'all');
  await expect(lines.getByRole('row')).toHaveCount(3);
  for (const line of [hotel, car]) {
    const row = lines.getByRole('row', { name: escaped(line.supplierName) });
    await expect(row).toContainText(t('payables', 'states.paid'));
    await expect(row).toContainText(
      t('payables', 'expected.paidBy', {
        run: runNumber,
        date: formatDayMonthYear(paidOn),
      }),
    );
  }
  await expect(lines.getByRole('row', { name: escaped(hotel.supplierName) })).toContainText(
    '+NZ$10.00',
  );
});
