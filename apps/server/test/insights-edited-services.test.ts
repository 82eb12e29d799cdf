import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TEditedService, TEditedServicesSummary } from '@portal/shared/contracts/insights';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, linesOf, TODAY, type TFilesTestWorld } from './files-support';

/**
 * Edited services read the back office's own changes to service lines: made here through the
 * real endpoints (a price changed with a reason, a status set by hand), next to an agent's
 * changes, which must not appear.
 */

let world: TFilesTestWorld;
let consultant: TestClient;
let consultantName: string;
let booking: TFileView;
let quote: TFileView;
type TLine = ReturnType<typeof linesOf>[number];
let pricedLine: TLine;
let statusLine: TLine;

async function editedServices(query = ''): Promise<TPaginated<TEditedService>> {
  const response = await world.admin.get(`/api/admin/insights/edited-services?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TEditedService>>();
}

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  const consultantUser = await buildAdmin(world.t, { roles: ['consultant'] });
  consultantName = consultantUser.name;
  consultant = await world.t.signIn(consultantUser.username, 'admin');

  quote = await world.createQuote(world.nzAgent, { bookingName: 'Quote edited by hand' });
  const toBook = await world.createQuote(world.nzAgent, { bookingName: 'Booking edited by hand' });
  const requested = await world.nzAgent.post(`/api/app/files/${toBook.reference}/request-booking`);
  expect(requested.statusCode, requested.body).toBe(200);
  booking = requested.json<TFileView>();

  const [first] = linesOf(quote).filter((line) => line.sellCents > 0);
  const second = linesOf(booking).find((line) => line.status === 'Requested');
  if (!first || !second) throw new Error('no lines to edit');
  pricedLine = first;
  statusLine = second;

  // An agent's own edit (removing a line of their quote) is not a consultant's edit.
  const agentLine = linesOf(quote).at(-1);
  if (agentLine && agentLine.id !== first.id) {
    const removed = await world.nzAgent.delete(
      `/api/app/files/${quote.reference}/lines/${agentLine.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  }

  const priced = await consultant.post(
    `/api/admin/client-files/${quote.reference}/lines/${first.id}/price`,
    { sellCents: first.sellCents + 5_000, reason: 'Harbour view room upgrade' },
  );
  expect(priced.statusCode, priced.body).toBe(200);
  const confirmed = await world.admin.post(
    `/api/admin/files/${booking.reference}/lines/${second.id}/status`,
    { to: 'Confirmed', confirmation: 'HV-2231', note: 'Confirmed by phone' },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});
afterAll(() => world.t.close());

describe('edited services', () => {
  it('lists the consultants’ changes with before, after, reason, supplier and service type', async () => {
    const page = await editedServices();
    expect(page.meta.total).toBe(2);
    const [status, price] = page.data;
    expect(status).toMatchObject({
      change: 'status',
      fileReference: booking.reference,
      currency: 'NZD',
      consultantName: 'Portal Administrator',
      serviceName: statusLine.name,
      serviceTypeCode: statusLine.serviceTypeCode,
      supplierId: statusLine.supplierId,
      supplierName: statusLine.supplierName,
      before: 'Requested',
      after: 'Confirmed',
      reason: 'Confirmed by phone',
    });
    expect(price).toMatchObject({
      change: 'price',
      fileReference: quote.reference,
      consultantName,
      serviceName: pricedLine.name,
      serviceTypeCode: pricedLine.serviceTypeCode,
      supplierName: pricedLine.supplierName,
      sellBeforeCents: pricedLine.sellCents,
      sellAfterCents: pricedLine.sellCents + 5_000,
      reason: 'Harbour view room upgrade',
    });
  });

  it('filters by consultant, change, service type, supplier and date', async () => {
    const consultantId = (await editedServices('change=price')).data[0]?.consultantId;
    expect(consultantId).toEqual(expect.any(Number));
    expect((await editedServices(`consultant_id=${consultantId}`)).data).toHaveLength(1);
    expect((await editedServices('change=status')).data[0]?.change).toBe('status');
    expect((await editedServices('change=removed')).meta.total).toBe(0);
    const byType = await editedServices(`service_type=${pricedLine.serviceTypeCode}`);
    expect(byType.data.map((row) => row.serviceTypeCode)).toEqual(
      byType.data.map(() => pricedLine.serviceTypeCode),
    );
    expect(byType.data.some((row) => row.change === 'price')).toBe(true);
    const bySupplier = await editedServices(`supplier_id=${statusLine.supplierId}`);
    expect(bySupplier.data.every((row) => row.supplierId === statusLine.supplierId)).toBe(true);
    expect(bySupplier.meta.total).toBeGreaterThan(0);
    expect((await editedServices('brand_id=2')).meta.total).toBe(0);
    expect((await editedServices(`from=${TODAY}&to=${TODAY}`)).meta.total).toBe(2);
    expect((await editedServices('from=2030-01-01&to=2030-01-31')).meta.total).toBe(0);
    const paged = await editedServices('per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
  });

  it('sums the changes by kind, consultant, service type and supplier', async () => {
    const response = await world.admin.get('/api/admin/insights/edited-services/summary');
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<TEditedServicesSummary>();
    expect(summary.total).toBe(2);
    expect(summary.byChange).toEqual([
      { change: 'price', count: 1 },
      { change: 'status', count: 1 },
      { change: 'added', count: 0 },
      { change: 'removed', count: 0 },
      { change: 'replaced', count: 0 },
    ]);
    expect(summary.byConsultant.map((row) => [row.label, row.count, row.priceChanges])).toEqual(
      expect.arrayContaining([
        ['Portal Administrator', 1, 0],
        [consultantName, 1, 1],
      ]),
    );
    const types = summary.byServiceType.reduce((sum, row) => sum + row.count, 0);
    const suppliers = summary.bySupplier.reduce((sum, row) => sum + row.count, 0);
    expect([types, suppliers]).toEqual([2, 2]);
  });

  it('exports the list as formula-safe CSV', async () => {
    const response = await world.admin.get('/api/admin/insights/edited-services/export.csv');
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'When,File,Consultant,Change,Service,Service type,Supplier,Currency,Sell before,Sell after,Before,After,Reason',
    );
    expect(lines[2]).toContain('"Harbour view room upgrade"');
    expect(lines[2]).toContain(`,${(pricedLine.sellCents / 100).toFixed(2)},`);
  });
});
