import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminInvoiceList,
  TUnpaidInvoicesSummary,
} from '@portal/shared/contracts/invoices-admin';
import { invoices } from '../src/db/schema/finance';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgency, buildAgent } from './factories';
import { buildFile } from './files-factories';

/**
 * Every file's invoices for the back office (/admin/invoices) and the admin home's "Unpaid
 * invoices" card: count, what is owed per currency (never NZD and AUD added up) and the oldest
 * date a payment is due.
 */
let t: TTestApp;
let accountant: TestClient;
let sequence = 0;

async function buildInvoice(
  owner: { agencyId: number; agentId: number; brandId: number },
  values: {
    totalCents: number;
    paidCents?: number;
    creditedCents?: number;
    status?: 'issued' | 'part-paid' | 'paid' | 'void';
    depositCents?: number;
    depositDueOn: string;
    balanceDueOn: string;
    issuedOn?: string;
  },
) {
  sequence += 1;
  const file = await buildFile(t, owner, { status: 'Confirmed' });
  const depositCents = values.depositCents ?? Math.round(values.totalCents / 5);
  const [row] = await t.db
    .insert(invoices)
    .values({
      number: `INV-T-${String(sequence).padStart(6, '0')}`,
      brandId: owner.brandId,
      fileId: file.id,
      agencyId: owner.agencyId,
      status: values.status ?? 'issued',
      issuedOn: values.issuedOn ?? `2030-01-${String(sequence).padStart(2, '0')}`,
      totalCents: values.totalCents,
      gstCents: 0,
      depositCents,
      depositDueOn: values.depositDueOn,
      balanceCents: values.totalCents - depositCents,
      balanceDueOn: values.balanceDueOn,
      paidCents: values.paidCents ?? 0,
      creditedCents: values.creditedCents ?? 0,
      lines: [],
    })
    .returning();
  if (!row) throw new Error('buildInvoice: no row');
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildAdmin(t, { roles: ['accountant'] });
  accountant = await t.signIn(user.username, 'admin');
  const nzAgency = await buildAgency(t, { name: 'Aoraki Travel', brandId: 1 });
  const auAgency = await buildAgency(t, { name: 'Bondi Journeys', brandId: 2 });
  const nzAgent = await buildAgent(t, { agencyId: nzAgency.id });
  const auAgent = await buildAgent(t, { agencyId: auAgency.id });
  const nz = { agencyId: nzAgency.id, agentId: nzAgent.id, brandId: 1 };
  const au = { agencyId: auAgency.id, agentId: auAgent.id, brandId: 2 };

  // NZD: one untouched (deposit due 10 Mar), one with its deposit paid (balance due 1 Mar).
  await buildInvoice(nz, {
    totalCents: 100_000,
    depositDueOn: '2030-03-10',
    balanceDueOn: '2030-05-01',
  });
  await buildInvoice(nz, {
    totalCents: 250_050,
    depositCents: 50_000,
    paidCents: 60_000,
    status: 'part-paid',
    depositDueOn: '2030-02-01',
    balanceDueOn: '2030-03-01',
  });
  // Settled, credited away or voided: none of these is owed.
  await buildInvoice(nz, {
    totalCents: 70_000,
    paidCents: 70_000,
    status: 'paid',
    depositDueOn: '2029-12-01',
    balanceDueOn: '2029-12-15',
  });
  await buildInvoice(nz, {
    totalCents: 40_000,
    creditedCents: 40_000,
    status: 'void',
    depositDueOn: '2029-11-01',
    balanceDueOn: '2029-11-15',
  });
  // AUD: one partly credited (AUD 300 owed), deposit due 20 Apr.
  await buildInvoice(au, {
    totalCents: 80_000,
    creditedCents: 50_000,
    depositCents: 10_000,
    depositDueOn: '2030-04-20',
    balanceDueOn: '2030-06-01',
  });
});
afterAll(() => t.close());

describe('GET /api/admin/invoices/unpaid-summary (the admin home card)', () => {
  it('counts the unpaid invoices with what is owed and the oldest due date, per currency', async () => {
    const response = await accountant.get('/api/admin/invoices/unpaid-summary');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TUnpaidInvoicesSummary>()).toEqual({
      count: 3,
      currencies: [
        {
          currency: 'NZD',
          count: 2,
          outstandingCents: 100_000 + 190_050,
          oldestDueOn: '2030-03-01',
        },
        { currency: 'AUD', count: 1, outstandingCents: 30_000, oldestDueOn: '2030-04-20' },
      ],
    });
  });

  it('is for finance staff only', async () => {
    const consultant = await buildAdmin(t, { roles: ['consultant'] });
    const client = await t.signIn(consultant.username, 'admin');
    const response = await client.get('/api/admin/invoices/unpaid-summary');
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/admin/invoices?status=unpaid')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/invoices', () => {
  it('lists the unpaid ones, sorted by the date the next payment is due', async () => {
    const response = await accountant.get('/api/admin/invoices?status=unpaid&sort=dueOn');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<TAdminInvoiceList>();
    expect(list.meta.total).toBe(3);
    expect(list.data.map((row) => [row.agencyName, row.dueOn, row.outstandingCents])).toEqual([
      ['Aoraki Travel', '2030-03-01', 190_050],
      ['Aoraki Travel', '2030-03-10', 100_000],
      ['Bondi Journeys', '2030-04-20', 30_000],
    ]);
    expect(list.data[2]).toMatchObject({ currency: 'AUD', status: 'issued', totalCents: 80_000 });

    const reversed = (
      await accountant.get('/api/admin/invoices?status=unpaid&sort=dueOn&dir=desc')
    ).json<TAdminInvoiceList>();
    expect(reversed.data.map((row) => row.dueOn)).toEqual([
      '2030-04-20',
      '2030-03-10',
      '2030-03-01',
    ]);
  });

  it('lists every invoice newest first by default, or by outstanding amount, keeping the order in the links', async () => {
    const all = (await accountant.get('/api/admin/invoices')).json<TAdminInvoiceList>();
    expect(all.meta.total).toBe(5);
    expect(all.data.map((row) => row.issuedOn)).toEqual(
      [...all.data.map((row) => row.issuedOn)].sort().reverse(),
    );
    const paid = all.data.find((row) => row.status === 'paid');
    expect(paid).toMatchObject({ outstandingCents: 0, dueOn: null });

    const byOutstanding = (
      await accountant.get('/api/admin/invoices?sort=outstanding&dir=desc&per_page=2')
    ).json<TAdminInvoiceList>();
    expect(byOutstanding.data.map((row) => row.outstandingCents)).toEqual([190_050, 100_000]);
    expect(byOutstanding.links.next).toBe(
      '/api/admin/invoices?per_page=2&sort=outstanding&dir=desc&page=2',
    );
  });

  it('refuses an unknown status or column with 422', async () => {
    for (const query of ['status=overdue', 'sort=lines', 'sort=total&dir=up']) {
      const response = await accountant.get(`/api/admin/invoices?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});
