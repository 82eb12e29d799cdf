import { expect, test, type Page } from '@playwright/test';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import { SANDBOX_CARDS } from '@portal/shared/contracts/online-payments';
import { formatPrice } from '@portal/shared/format/money';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';
import { bookAsAgent, findItinerary, payWithCard, PHONE } from './support/traveller';

/**
 * Paying from the travel app (issue 19): one deposit is collected once however many tabs pay it;
 * a cancelled booking's payment page says nothing can be paid, and its travel app that it is
 * cancelled; the sandbox card refuses a past expiry, lets a wrong verification code be tried
 * again, and the payer gets a receipt.
 */

test.use(PHONE);

/**
 * An agent's booking, with the agent's page to look at it, its invoice's amounts and the deposit
 * its traveller pays: the invoice's deposit share of the client price (docs/pricing.md).
 */
async function agentBooking(
  page: Page,
  name: string,
  agent: 'nz.agent' | 'au.agent' = DEMO_USERS.nzAgent,
) {
  await signIn(page, 'agent', agent);
  const file = await bookAsAgent(page, page.request, name);
  const invoices = await page.request.get(`/api/app/files/${file.reference}/invoices`, {
    headers: await apiHeaders(page),
  });
  const [invoice] = ((await invoices.json()) as TFileInvoices).invoices;
  if (!invoice) throw new Error(`${file.reference} has no invoice`);
  const travellerDepositCents = Math.round(
    (file.totals.clientCents * invoice.depositCents) / invoice.totalCents,
  );
  return { file, invoice, travellerDepositCents };
}

test('two tabs paying the same deposit: one payment, the other tab is told it is paid', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await browser.newContext();
  const agentPage = await agent.newPage();
  const { file, invoice, travellerDepositCents } = await agentBooking(agentPage, 'Two tabs');

  const traveller = await browser.newContext(PHONE);
  const firstTab = await traveller.newPage();
  await findItinerary(firstTab, file.reference);
  const secondTab = await traveller.newPage();
  await secondTab.goto(firstTab.url());

  // "Pay now" in both tabs before paying in either.
  for (const tab of [firstTab, secondTab]) {
    await expect(tab.getByRole('heading', { name: 'Deposit due' })).toBeVisible();
    await tab.getByRole('button', { name: 'Pay now' }).click();
    await tab.waitForURL(/\/payments\/[A-Za-z0-9_-]{20,}$/);
  }

  await payWithCard(firstTab, SANDBOX_CARDS.success);
  await firstTab.waitForURL(/\/payments\/result\?session=/);
  await expect(firstTab.getByText(/^Payment received: /)).toBeVisible();

  // The second tab holds the same session. It is told either when it pays (the server refuses),
  // or, if it read its session again first (a refetch when the tab is used), by the result page:
  // the payment already received, or the session closed. Either way the ledger below has one row.
  const refused = secondTab
    .getByRole('alert')
    .filter({ hasText: 'This payment has already been made.' });
  const toldClosed = secondTab.getByText(
    'This amount has already been paid. Nothing more was taken from your card.',
  );
  const toldPaid = secondTab.getByText(/^Payment received: /);
  // The form may leave the page while it is being filled; what the tab then says is checked next.
  await payWithCard(secondTab, SANDBOX_CARDS.success).catch(() => undefined);
  await expect(refused.or(toldClosed).or(toldPaid)).toBeVisible();

  // The agent's file: one payment, and the balance still owing is what is left after the deposit.
  await agentPage.goto(`/app/view-booking/${file.reference}`);
  await agentPage.getByRole('tab', { name: 'Transactions' }).click();
  const panel = agentPage.getByRole('tabpanel');
  await expect(panel).toContainText(
    `Balance: ${formatPrice(invoice.totalCents - travellerDepositCents, file.brandId, 'en')}`,
  );
  await expect(panel.getByRole('row').filter({ hasText: /Online deposit/ })).toHaveCount(1);
  await traveller.close();
  await agent.close();
});

test('a cancelled booking’s payment page and travel app say that it is cancelled', async ({
  page,
  browser,
}) => {
  const agent = await browser.newContext();
  const agentPage = await agent.newPage();
  const { file } = await agentBooking(agentPage, 'Cancelled before paying');

  await findItinerary(page, file.reference);
  const travelAppUrl = page.url();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/payments\/[A-Za-z0-9_-]{20,}$/);
  await expect(page.getByLabel(/^Card number/)).toBeVisible();

  const cancelled = await agentPage.request.post(`/api/app/files/${file.reference}/cancel`, {
    headers: await apiHeaders(agentPage),
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // Paying on the page opened before the cancellation is refused, and the page says why.
  await payWithCard(page, SANDBOX_CARDS.success);
  await page.waitForURL(/\/payments\/result\?session=/);
  await expect(
    page.getByText('This booking has been cancelled, so nothing can be paid on it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // The travel app says so too, and shows nothing to travel on or pay.
  await page.goto(travelAppUrl);
  await expect(
    page.getByRole('heading', { name: 'This booking has been cancelled' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByText(/^Day 1/)).toHaveCount(0);
  await agent.close();
});

test('the sandbox card refuses a past expiry, takes a second try at the code, and gives a receipt', async ({
  page,
  browser,
}) => {
  const agent = await browser.newContext();
  const { file, invoice, travellerDepositCents } = await agentBooking(
    await agent.newPage(),
    'Card checks',
  );
  await agent.close();

  await findItinerary(page, file.reference);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/payments\/[A-Za-z0-9_-]{20,}$/);
  const paymentPage = page.url();

  await payWithCard(page, SANDBOX_CARDS.success, '01/20');
  await expect(page.getByText('This card has expired.')).toBeVisible();
  expect(page.url()).toBe(paymentPage);

  // The form's own check aside, the sandbox refuses it too, on the expiry field.
  const token = new URL(paymentPage).pathname.split('/').pop() ?? '';
  const posted = await page.request.post(`/api/payments/${token}/sandbox-card`, {
    headers: await apiHeaders(page),
    data: {
      cardholderName: 'Ann Traveller',
      cardNumber: SANDBOX_CARDS.success,
      expiry: '01/20',
      cvc: '123',
    },
  });
  expect(posted.status()).toBe(400);
  expect(await posted.json()).toMatchObject({ errors: { expiry: ['This card has expired.'] } });

  await payWithCard(page, SANDBOX_CARDS.requiresAction, '12/34');
  const code = page.getByLabel(/^Verification code/);
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify and pay' }).click();
  await expect(page.getByText('This code is not correct. You can try 2 more times.')).toBeVisible();
  await code.fill('123456');
  await page.getByRole('button', { name: 'Verify and pay' }).click();
  await page.waitForURL(/\/payments\/result\?session=/);
  await expect(page.getByText(/^Payment received: /)).toBeVisible();

  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(formatPrice(travellerDepositCents, file.brandId, 'en'));
  await expect(receipt).toContainText(file.reference);
  await expect(receipt).toContainText(invoice.number);
  await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();
});

test('the traveller pays the client price and the agency is credited its commission; an agency that collects itself has its travellers asked for nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const agent = await browser.newContext();
  const agentPage = await agent.newPage();
  const { file, invoice, travellerDepositCents } = await agentBooking(agentPage, 'Client price');
  const price = (cents: number) => formatPrice(cents, file.brandId, 'en');
  expect(file.totals.clientCents).toBeGreaterThan(invoice.totalCents);

  // The deposit, then the balance: the client price, never the agency's invoice.
  await findItinerary(page, file.reference);
  const travelAppUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Deposit due' })).toBeVisible();
  await expect(page.getByText(price(travellerDepositCents)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/payments\/[A-Za-z0-9_-]{20,}$/);
  await payWithCard(page, SANDBOX_CARDS.success);
  await expect(page.getByText(/^Payment received: /)).toBeVisible();
  await page.goto(travelAppUrl);
  const balanceCents = file.totals.clientCents - travellerDepositCents;
  await expect(page.getByText(price(balanceCents)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).dblclick();
  await page.waitForURL(/\/payments\/[A-Za-z0-9_-]{20,}$/);
  await payWithCard(page, SANDBOX_CARDS.success);
  await expect(page.getByText(/^Payment received: /)).toBeVisible();
  await page.goto(travelAppUrl);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // The agent's transactions: the invoice paid, the rest credited as the agency's commission.
  await agentPage.goto(`/app/view-booking/${file.reference}`);
  await agentPage.getByRole('tab', { name: 'Transactions' }).click();
  const panel = agentPage.getByRole('tabpanel');
  const commission = panel.getByRole('row').filter({ hasText: 'Commission' });
  await expect(commission).toHaveCount(1);
  await expect(commission).toContainText(price(invoice.totalCents - file.totals.clientCents));
  await agent.close();

  // Southern Cross Journeys collects from its clients itself: nothing to pay in the travel app.
  const auAgent = await browser.newContext();
  const auBooking = await agentBooking(
    await auAgent.newPage(),
    'Agency collects',
    DEMO_USERS.auAgent,
  );
  await auAgent.close();
  await findItinerary(page, auBooking.file.reference);
  await expect(page.getByRole('heading', { name: 'Agency collects' })).toBeVisible();
  await expect(
    page.getByText('Your travel agent looks after payment for this trip.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});
