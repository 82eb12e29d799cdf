import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFileView, TFileView } from '@portal/shared/contracts/files';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import type {
  TAccountSummary,
  TFileInvoices,
  TFileTransactions,
} from '@portal/shared/contracts/invoices';
import { files } from '../src/db/schema/files';
import { formatDocumentMoney } from '../src/modules/invoices/invoices.pdf';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';
import { pdfText } from './pdf-text';

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
});
afterAll(() => world.t.close());

async function invoicesOf(reference: string): Promise<TFileInvoices> {
  const response = await world.nzAgent.get(`/api/app/files/${reference}/invoices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileInvoices>();
}

async function requestBooking(file: TFileView): Promise<TFileView> {
  const response = await world.nzAgent.post(`/api/app/files/${file.reference}/request-booking`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileView>();
}

async function adminMove(reference: string, to: string) {
  const response = await world.admin.post(`/api/admin/files/${reference}/status`, { to, note: '' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminFileView>();
}

describe('invoices, credit notes and the agency ledger', () => {
  let booked: TFileView;
  let cancelled: TFileView;

  beforeAll(async () => {
    booked = await requestBooking(
      await world.createQuote(world.nzAgent, { travelDate: '2030-06-03', bookingName: 'Ngata' }),
    );
    cancelled = await requestBooking(await world.createQuote(world.nzAgent));
  });

  it('issues an invoice with deposit, balance due 45 days before travel and GST when a booking is requested', async () => {
    const quote = await world.createQuote(world.nzAgent);
    expect((await invoicesOf(quote.reference)).invoices).toEqual([]);

    const { invoices, creditNotes } = await invoicesOf(booked.reference);
    expect(creditNotes).toEqual([]);
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    const net = booked.totals.netCents;
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV-NZ-\d{6}$/),
      fileReference: booked.reference,
      status: 'issued',
      currency: 'NZD',
      gstPercent: 15,
      totalCents: net,
      gstCents: Math.round((net * 15) / 115),
      depositCents: Math.round(net * 0.2),
      balanceCents: net - Math.round(net * 0.2),
      depositDueOn: '2030-02-01',
      balanceDueOn: '2030-04-19',
      outstandingCents: net,
    });
    expect(invoice?.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(net);
    // Travel within 45 days: the balance is due at once.
    const [soon] = (await invoicesOf(cancelled.reference)).invoices;
    expect(soon?.balanceDueOn).toBe('2030-02-01');
  });

  it('allocates payments, credits a price decrease and a cancellation, and the ledger balances', async () => {
    const [invoice] = (await invoicesOf(booked.reference)).invoices;
    if (!invoice) throw new Error('no invoice');

    const payment = await world.admin.post(`/api/admin/files/${booked.reference}/payments`, {
      amountCents: 25_000,
      method: 'bank-transfer',
      reference: 'DEP-NGATA',
      receivedOn: '2030-02-03',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const byAgent = await world.nzAgent.post(`/api/admin/files/${booked.reference}/payments`, {
      amountCents: 1,
      method: 'cash',
      receivedOn: '2030-02-03',
    });
    expect(byAgent.statusCode).toBe(403);
    const invalid = await world.admin.post(`/api/admin/files/${booked.reference}/payments`, {
      amountCents: -5,
      method: 'cash',
      receivedOn: 'soon',
    });
    expect(invalid.statusCode).toBe(422);
    expect((await invoicesOf(booked.reference)).invoices[0]).toMatchObject({
      status: 'part-paid',
      paidCents: 25_000,
      outstandingCents: invoice.totalCents - 25_000,
    });

    // A consultant's re-price lowers the booking's net price; the next move credits the difference.
    await world.t.db
      .update(files)
      .set({ netCents: sql`${files.netCents} - 7500` })
      .where(eq(files.reference, booked.reference));
    await adminMove(booked.reference, 'Processing');
    const afterDecrease = await invoicesOf(booked.reference);
    expect(afterDecrease.creditNotes).toHaveLength(1);
    expect(afterDecrease.creditNotes[0]).toMatchObject({
      number: expect.stringMatching(/^CN-NZ-\d{6}$/),
      invoiceNumber: invoice.number,
      totalCents: 7_500,
      gstCents: Math.round((7_500 * 15) / 115),
      reason: `Price decrease on ${booked.reference}`,
    });
    expect(afterDecrease.invoices[0]?.creditedCents).toBe(7_500);

    const cancel = await world.nzAgent.post(`/api/app/files/${cancelled.reference}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Cancellation is only asked for; the credit comes when the suppliers have released.
    expect((await invoicesOf(cancelled.reference)).creditNotes).toEqual([]);
    await adminMove(cancelled.reference, 'Cancelled');
    const afterCancel = await invoicesOf(cancelled.reference);
    expect(afterCancel.invoices[0]?.status).toBe('void');
    expect(afterCancel.creditNotes.map((note) => note.totalCents)).toEqual([
      cancelled.totals.netCents,
    ]);

    const invoiced = booked.totals.netCents + cancelled.totals.netCents;
    const credited = 7_500 + cancelled.totals.netCents;
    const expected = invoiced - 25_000 - credited;

    const summary = await world.nzAgent.get('/api/app/account/summary?per_page=100');
    expect(summary.statusCode, summary.body).toBe(200);
    const ledger = summary.json<TAccountSummary>();
    const sumOf = (type: string) =>
      ledger.data.filter((row) => row.type === type).reduce((sum, row) => sum + row.valueCents, 0);
    expect(sumOf('invoice')).toBe(invoiced);
    expect(sumOf('payment')).toBe(-25_000);
    expect(sumOf('credit_note')).toBe(-credited);
    expect(ledger.closingBalanceCents).toBe(expected);
    expect(ledger.data.at(-1)?.runningBalanceCents).toBe(expected);
    let running = 0;
    for (const row of ledger.data) {
      running += row.valueCents;
      expect(row.runningBalanceCents).toBe(running);
    }

    const fileLedger = await world.nzAgent.get(`/api/app/files/${booked.reference}/transactions`);
    expect(fileLedger.statusCode).toBe(200);
    const transactions = fileLedger.json<TFileTransactions>();
    expect(transactions.data.map((row) => row.type)).toEqual(['invoice', 'credit_note', 'payment']);
    expect(transactions.balanceCents).toBe(booked.totals.netCents - 7_500 - 25_000);

    // A period opens with what was owed before it, and pages keep the running balance.
    const period = await world.nzAgent.get(
      '/api/app/account/summary?from=2030-02-02&to=2030-02-28&per_page=1',
    );
    const paged = period.json<TAccountSummary>();
    expect(paged.data.map((row) => row.type)).toEqual(['payment']);
    expect(paged.meta.total).toBe(1);
    expect(paged.openingBalanceCents).toBe(invoiced - credited);
    expect(paged.data[0]?.runningBalanceCents).toBe(expected);

    const csv = await world.nzAgent.get('/api/app/account/summary.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const csvLines = csv.body.trim().split('\r\n');
    expect(csvLines[0]).toBe('Date,Type,Reference,File,Value,Running balance');
    expect(csvLines).toHaveLength(ledger.data.length + 1);
    expect(csvLines.at(-1)?.endsWith(`,${(expected / 100).toFixed(2)}`)).toBe(true);
  });

  it('filters the agency ledger by part of a file reference, keeping the account running balance', async () => {
    const whole = (
      await world.nzAgent.get('/api/app/account/summary?per_page=100')
    ).json<TAccountSummary>();
    const ofFile = whole.data.filter((row) => row.fileReference === booked.reference);
    expect(ofFile.length).toBeGreaterThan(1);

    // Any case and any part of the reference; the rows keep the whole account's running balance.
    const part = booked.reference.slice(1).toLowerCase();
    const filtered = await world.nzAgent.get(
      `/api/app/account/summary?fileReference=${encodeURIComponent(` ${part} `)}&per_page=1`,
    );
    expect(filtered.statusCode, filtered.body).toBe(200);
    const firstPage = filtered.json<TAccountSummary>();
    const matching = whole.data.filter((row) =>
      (row.fileReference ?? '').toLowerCase().includes(part),
    );
    expect(firstPage.meta.total).toBe(matching.length);
    expect(firstPage.data).toEqual(matching.slice(0, 1));
    expect(firstPage.links.next).toContain(`fileReference=${encodeURIComponent(part)}`);
    expect(firstPage.closingBalanceCents).toBe(whole.closingBalanceCents);

    const exact = (
      await world.nzAgent.get(
        `/api/app/account/summary?fileReference=${booked.reference}&per_page=100`,
      )
    ).json<TAccountSummary>();
    expect(exact.data).toEqual(ofFile);

    // LIKE wildcards are searched for as text, never as patterns.
    for (const wildcard of ['%', '_']) {
      const literal = await world.nzAgent.get(
        `/api/app/account/summary?fileReference=${encodeURIComponent(wildcard)}`,
      );
      expect(literal.json<TAccountSummary>().meta.total, wildcard).toBe(0);
    }

    const csv = await world.nzAgent.get(
      `/api/app/account/summary.csv?fileReference=${booked.reference}`,
    );
    expect(csv.statusCode).toBe(200);
    const csvLines = csv.body.trim().split('\r\n');
    expect(csvLines).toHaveLength(ofFile.length + 1);
    expect(csvLines.slice(1).every((line) => line.includes(booked.reference))).toBe(true);

    // Another agency's ledger never shows the file, whatever the filter.
    const other = await world.auAgent.get(
      `/api/app/account/summary?fileReference=${booked.reference}`,
    );
    expect(other.json<TAccountSummary>().meta.total).toBe(0);

    const tooLong = await world.nzAgent.get(
      `/api/app/account/summary?fileReference=${'A'.repeat(41)}`,
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(
      'fileReference',
    );
  });

  it('renders invoice, credit note and itinerary PDFs whose text shows reference, days and total', async () => {
    const { invoices, creditNotes } = await invoicesOf(cancelled.reference);
    const [invoice] = invoices;
    const [note] = creditNotes;
    if (!invoice || !note) throw new Error('documents missing');

    const invoicePdf = await world.nzAgent.get(`/api/app/invoices/${invoice.id}/pdf`);
    expect(invoicePdf.statusCode).toBe(200);
    expect(invoicePdf.headers['content-type']).toBe('application/pdf');
    const invoiceText = pdfText(invoicePdf.rawPayload);
    expect(invoiceText).toContain(invoice.number);
    expect(invoiceText).toContain(cancelled.reference);
    expect(invoiceText).toContain(`Day 1 ${formatDayMonthYear(cancelled.travelDate)}`);
    expect(invoiceText).toContain(formatDocumentMoney(invoice.totalCents, 'NZD'));
    expect(invoiceText).toContain('GST included (15%)');

    const notePdf = await world.nzAgent.get(`/api/app/credit-notes/${note.id}/pdf`);
    expect(notePdf.statusCode).toBe(200);
    const noteText = pdfText(notePdf.rawPayload);
    expect(noteText).toContain(note.number);
    expect(noteText).toContain(cancelled.reference);
    expect(noteText).toContain(formatDocumentMoney(note.totalCents, 'NZD'));

    const itinerary = await world.nzAgent.get(`/api/app/files/${booked.reference}/itinerary.pdf`);
    expect(itinerary.statusCode).toBe(200);
    const itineraryText = pdfText(itinerary.rawPayload);
    expect(itineraryText).toContain(`Itinerary ${booked.reference}`);
    for (const day of booked.days)
      expect(itineraryText).toContain(`Day ${day.dayNumber} - ${formatDayMonthYear(day.date)}`);
    expect(itineraryText).toContain(formatDocumentMoney(booked.totals.sellCents, 'NZD'));
  });

  it("lets the back office open any agency's invoice and credit note PDFs (files.view-all)", async () => {
    const { invoices, creditNotes } = await invoicesOf(cancelled.reference);
    const [invoice] = invoices;
    const [note] = creditNotes;
    if (!invoice || !note) throw new Error('documents missing');

    const invoicePdf = await world.admin.get(`/api/admin/invoices/${invoice.id}/pdf`);
    expect(invoicePdf.statusCode, invoicePdf.body).toBe(200);
    expect(invoicePdf.headers['content-type']).toBe('application/pdf');
    expect(invoicePdf.headers['content-disposition']).toContain(`${invoice.number}.pdf`);
    expect(pdfText(invoicePdf.rawPayload)).toContain(invoice.number);

    const notePdf = await world.admin.get(`/api/admin/credit-notes/${note.id}/pdf`);
    expect(notePdf.statusCode, notePdf.body).toBe(200);
    expect(pdfText(notePdf.rawPayload)).toContain(note.number);

    expect((await world.admin.get('/api/admin/invoices/999999/pdf')).statusCode).toBe(404);
    expect((await world.admin.get('/api/admin/credit-notes/999999/pdf')).statusCode).toBe(404);
    // Agents keep to their own routes; the back office's are not theirs.
    expect((await world.nzAgent.get(`/api/admin/invoices/${invoice.id}/pdf`)).statusCode).toBe(403);
  });

  it("gives another agency's agent 404 for every document and ledger route", async () => {
    const { invoices, creditNotes } = await invoicesOf(cancelled.reference);
    const routes = [
      `/api/app/files/${cancelled.reference}/invoices`,
      `/api/app/files/${cancelled.reference}/transactions`,
      `/api/app/files/${cancelled.reference}/itinerary.pdf`,
      `/api/app/invoices/${invoices[0]?.id}/pdf`,
      `/api/app/credit-notes/${creditNotes[0]?.id}/pdf`,
    ];
    for (const route of routes) {
      const response = await world.auAgent.get(route);
      expect(response.statusCode, route).toBe(404);
    }
    const ledger = (await world.auAgent.get('/api/app/account/summary')).json<TAccountSummary>();
    expect(ledger.meta.total).toBe(0);
    expect(ledger.closingBalanceCents).toBe(0);
    const csv = await world.auAgent.get('/api/app/account/summary.csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);

    const signedOut = await world.t.app.inject({ method: 'GET', url: '/api/app/account/summary' });
    expect(signedOut.statusCode).toBe(401);
  });
});
