import { eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAdminFileView, TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type {
  TBookingAlert,
  TSupplierRequestListItem,
  TSupplierRequestSnapshot,
  TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import { bookingAlerts } from '../src/db/schema/booking-alerts';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { settings } from '../src/db/schema/settings';
import { supplierRequestEvents } from '../src/db/schema/supplier-request-events';
import { supplierRequestLinks } from '../src/db/schema/supplier-request-links';
import { suppliers } from '../src/db/schema/suppliers';
import { DEMO_PASSWORD } from '../src/db/seed';
import {
  runReconfirmations,
  runReminders,
} from '../src/modules/supplier-requests/supplier-requests.jobs';
import {
  LINK_EXPIRED_MESSAGE,
  LINK_INVALID_MESSAGE,
} from '../src/modules/supplier-requests/supplier-requests.queries';
import type { TestClient } from './build-test-app';
import { buildAreaOnlyRole } from './catalogue-factories';
import { buildAdmin } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
let link: TestClient;
let addresses = 0;
/** A browser at an address of its own: the public link endpoints are rate limited per address. */
function newLinkBrowser(): TestClient {
  addresses += 1;
  return world.t.client({ remoteAddress: `10.7.0.${addresses}` });
}
beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  link = newLinkBrowser();
});
afterAll(() => world.t.close());

const SERVICE_LINK = /\/supplier\/service\/([A-Za-z0-9_-]{20,100})/g;
const RECONFIRM_LINK = /\/supplier\/reconfirm\/([A-Za-z0-9_-]{20,100})/g;

/** Mails queued after mail id `afterId`, with the link tokens each one carries. */
async function mailsAfter(afterId: number, pattern = SERVICE_LINK) {
  const rows = await world.t.db
    .select()
    .from(mailOutbox)
    .where(gt(mailOutbox.id, afterId))
    .orderBy(mailOutbox.id);
  return rows.map((row) => ({
    ...row,
    tokens: [...row.text.matchAll(pattern)].map((match) => match[1] ?? ''),
  }));
}

async function lastMailId(): Promise<number> {
  const rows = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

interface TBooked {
  file: TFileView;
  /** Request id -> the token of its emailed link. */
  tokens: Map<number, string>;
  requests: TSupplierRequestView[];
}

/** A demo package quote, requested by the NZ agent; the links are read from the outbox. */
async function bookQuote(travelDate = '2030-03-04'): Promise<TBooked> {
  const quote = await world.createQuote(world.nzAgent, { travelDate });
  const before = await lastMailId();
  const response = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(response.statusCode, response.body).toBe(200);
  const tokens = new Map<number, string>();
  const requests: TSupplierRequestView[] = [];
  link = newLinkBrowser();
  for (const mail of await mailsAfter(before)) {
    for (const token of mail.tokens) {
      const view = await link.get(`/api/supplier-links/${token}`);
      expect(view.statusCode, view.body).toBe(200);
      const request = view.json<TSupplierRequestView>();
      tokens.set(request.id, token);
      requests.push(request);
    }
  }
  return { file: response.json<TFileView>(), tokens, requests };
}

function tokenOf(booked: TBooked, request: TSupplierRequestView): string {
  const token = booked.tokens.get(request.id);
  if (!token) throw new Error(`No token for request ${request.id}`);
  return token;
}

async function requestRows(fileId: number) {
  return world.t.db
    .select()
    .from(supplierRequests)
    .where(eq(supplierRequests.fileId, fileId))
    .orderBy(supplierRequests.id);
}

async function eventCount(requestId: number): Promise<number> {
  const rows = await world.t.db
    .select({ id: supplierRequestEvents.id })
    .from(supplierRequestEvents)
    .where(eq(supplierRequestEvents.requestId, requestId));
  return rows.length;
}

async function agentFile(reference: string): Promise<TFileView> {
  const response = await world.nzAgent.get(`/api/app/files/${reference}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileView>();
}

async function supplierIdOf(code: string): Promise<number> {
  const [row] = await world.t.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.code, code));
  if (!row) throw new Error(`No supplier ${code}`);
  return row.id;
}

describe('sending requests with the booking', () => {
  it('sends every line, one mail per supplier, and keeps the booking Requested', async () => {
    const before = await lastMailId();
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    let booked: TBooked;
    let pushes: unknown[][];
    try {
      booked = await bookQuote();
      pushes = broadcast.mock.calls.filter((call) => call[1] === 'supplier-request.changed');
    } finally {
      broadcast.mockRestore();
    }
    expect(booked.file.status).toBe('Requested');
    const rows = await requestRows(booked.file.id);
    // Each supplier's app hears of its new request live.
    expect(pushes.map((call) => call[0])).toEqual(
      rows.map((row) => [`private-supplier.${row.supplierId}`, 'private-backoffice']),
    );
    expect(rows).toHaveLength(linesOf(booked.file).length);
    expect(rows.every((row) => row.status === 'sent' && row.details !== null)).toBe(true);
    expect(booked.tokens.size).toBe(rows.length);

    const mails = await mailsAfter(before);
    const supplierIds = new Set(rows.map((row) => row.supplierId));
    expect(mails).toHaveLength(supplierIds.size);
    const emails = await world.t.db
      .select({ email: suppliers.email })
      .from(suppliers)
      .where(inArray(suppliers.id, [...supplierIds]));
    expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set(emails.map((row) => row.email)));
    expect(mails.every((mail) => mail.text.includes('/supplier/service-snapshot/'))).toBe(true);
    expect(mails[0]?.subject).toContain(booked.file.reference);

    // Only hashes are stored.
    const [token] = [...booked.tokens.values()];
    const stored = await world.t.db.select().from(supplierRequestLinks);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    const [request] = booked.requests;
    expect(request).toMatchObject({
      status: 'sent',
      canAnswer: true,
      details: { bookingReference: booked.file.reference, bookingName: 'Smith family' },
    });
  });
});

describe('the emailed link', () => {
  let booked: TBooked;
  beforeAll(async () => {
    booked = await bookQuote();
  });

  it('reaches its own request only', async () => {
    const [a, b] = booked.requests;
    if (!a || !b) throw new Error('need two requests');
    const viewA = (await link.get(`/api/supplier-links/${tokenOf(booked, a)}`)).json();
    expect(viewA.id).toBe(a.id);
    const answered = await link.post(`/api/supplier-links/${tokenOf(booked, a)}/answer`, {
      answer: 'wait',
      reason: 'Fully booked, waitlisted',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<TSupplierRequestView>()).toMatchObject({ id: a.id, status: 'waitlisted' });
    const rowB = (await requestRows(booked.file.id)).find((row) => row.id === b.id);
    expect(rowB?.status).toBe('sent');
    // The agent's file says why on the waitlisted service line, as for a decline.
    const file = await agentFile(booked.file.reference);
    const waitlisted = file.days
      .flatMap((day) => day.lines)
      .find((line) => line.id === a.serviceLineId);
    expect(waitlisted).toMatchObject({
      status: 'Wait',
      supplierReason: 'Fully booked, waitlisted',
    });
  });

  it('resolves two answers given at once to one', async () => {
    const request = booked.requests[3];
    if (!request) throw new Error('need a fourth request');
    const url = `/api/supplier-links/${tokenOf(booked, request)}/answer`;
    const responses = await Promise.all([
      link.post(url, { answer: 'confirm', confirmation: 'FIRST-1' }),
      newLinkBrowser().post(url, { answer: 'confirm', confirmation: 'SECOND-2' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200);
    const [row] = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.id, request.id));
    expect(row?.confirmation).toBe(winner?.json<TSupplierRequestView>().confirmation);
    const confirmedEvents = await world.t.db
      .select()
      .from(supplierRequestEvents)
      .where(eq(supplierRequestEvents.requestId, request.id));
    expect(confirmedEvents.filter((event) => event.action === 'confirmed')).toHaveLength(1);
  });

  it('answers 404 for an unknown or revoked link and 410 for an expired one', async () => {
    const unknown = await link.get(`/api/supplier-links/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(LINK_INVALID_MESSAGE);

    const [, b, c] = booked.requests;
    if (!b || !c) throw new Error('need three requests');
    const revoke = await world.admin.post(`/api/admin/supplier-requests/${b.id}/revoke-link`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    const revoked = await link.get(`/api/supplier-links/${tokenOf(booked, b)}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(LINK_INVALID_MESSAGE);
    const revokedAnswer = await link.post(`/api/supplier-links/${tokenOf(booked, b)}/answer`, {
      answer: 'confirm',
      confirmation: 'X',
    });
    expect(revokedAnswer.statusCode).toBe(404);

    // A resend mails a new link that works.
    const before = await lastMailId();
    const resend = await world.admin.post(`/api/admin/supplier-requests/${b.id}/resend`);
    expect(resend.statusCode, resend.body).toBe(200);
    const [mail] = await mailsAfter(before);
    const fresh = mail?.tokens[0] ?? '';
    expect((await link.get(`/api/supplier-links/${fresh}`)).json().id).toBe(b.id);

    await world.t.db
      .update(supplierRequestLinks)
      .set({ expiresAt: new Date(world.t.clock.now().getTime() - 1000) })
      .where(eq(supplierRequestLinks.requestId, c.id));
    const expired = await link.get(`/api/supplier-links/${tokenOf(booked, c)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(LINK_EXPIRED_MESSAGE);
    const expiredAnswer = await link.post(`/api/supplier-links/${tokenOf(booked, c)}/answer`, {
      answer: 'decline',
      reason: 'No',
    });
    expect(expiredAnswer.statusCode).toBe(410);
  });

  it('refuses bad bodies with 422 and field errors', async () => {
    const [a] = booked.requests;
    if (!a) throw new Error('need a request');
    const url = `/api/supplier-links/${tokenOf(booked, a)}/answer`;
    const missing = await link.post(url, { answer: 'confirm', confirmation: '   ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('confirmation');
    const unknownAnswer = await link.post(url, { answer: 'maybe' });
    expect(unknownAnswer.statusCode).toBe(422);
    expect(unknownAnswer.json()).toHaveProperty('errors');
    const tooLong = await link.post(url, { answer: 'decline', reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toHaveProperty('reason');
    const numberless = await link.post(url, { answer: 'release' });
    expect(numberless.statusCode).toBe(422);
    expect(numberless.json().errors).toHaveProperty('cancellationNumber');
    const release = await link.post(url, { answer: 'release', cancellationNumber: 'CX1' });
    expect(release.statusCode).toBe(422);
    expect(release.json().errors).toHaveProperty('answer');
  });
});

describe('confirming', () => {
  let booked: TBooked;
  beforeAll(async () => {
    booked = await bookQuote();
  });

  it('stores "ABC123 -cl" as typed, confirms the line, and is idempotent', async () => {
    const [first] = booked.requests;
    if (!first) throw new Error('need a request');
    const url = `/api/supplier-links/${tokenOf(booked, first)}/answer`;
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    try {
      const response = await link.post(url, {
        answer: 'confirm',
        confirmation: 'ABC123 -cl',
        remarks: 'Late check-in noted',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TSupplierRequestView>()).toMatchObject({
        status: 'confirmed',
        confirmation: 'ABC123 -cl',
        lineStatus: 'Confirmed',
        canAnswer: false,
      });
      const events = await eventCount(first.id);
      const pushes = broadcast.mock.calls.filter((call) => call[1] === 'supplier-request.changed');
      expect(pushes).toHaveLength(1);
      expect(broadcast).toHaveBeenCalledWith(
        [`private-file.${booked.file.id}`, `private-agency.${booked.file.agencyId}`],
        'service-line.updated',
        expect.objectContaining({ serviceLineId: first.serviceLineId, status: 'Confirmed' }),
      );

      const again = await link.post(url, { answer: 'confirm', confirmation: 'ABC123 -cl' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(response.json());
      expect(await eventCount(first.id)).toBe(events);
      expect(
        broadcast.mock.calls.filter((call) => call[1] === 'supplier-request.changed'),
      ).toHaveLength(1);
    } finally {
      broadcast.mockRestore();
    }

    const different = await link.post(url, { answer: 'confirm', confirmation: 'XYZ999' });
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe(
      'This service is already confirmed (ABC123). Please contact us to change it.',
    );
    const decline = await link.post(url, { answer: 'decline', reason: 'Changed our mind' });
    expect(decline.statusCode).toBe(409);

    const [line] = await world.t.db
      .select()
      .from(fileServiceLines)
      .where(eq(fileServiceLines.id, first.serviceLineId));
    expect(line).toMatchObject({
      status: 'Confirmed',
      confirmation: 'ABC123 -cl',
      voucher: 'ABC123',
      remarks: 'Late check-in noted',
    });
    const snapshot = await link.get(`/api/supplier-links/${tokenOf(booked, first)}/snapshot`);
    expect(snapshot.statusCode).toBe(200);
    const history = snapshot.json<TSupplierRequestSnapshot>().history;
    expect(history.map((event) => event.action)).toEqual(['sent', 'confirmed']);
    expect(history[1]).toMatchObject({
      actorKind: 'token',
      ip: expect.stringMatching(/^10\.7\.0\./),
    });
  });

  it('confirms the booking when every line is confirmed', async () => {
    const rest = booked.requests.slice(1);
    for (const [index, request] of rest.entries()) {
      expect((await agentFile(booked.file.reference)).status).toBe('Requested');
      const response = await link.post(`/api/supplier-links/${tokenOf(booked, request)}/answer`, {
        answer: 'confirm',
        confirmation: `CONF-${index}`,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const file = await agentFile(booked.file.reference);
    expect(file.status).toBe('Confirmed');
    expect(linesOf(file).every((line) => line.status === 'Confirmed')).toBe(true);
  });

  it('asks for reconfirmation once, days before the service, and records it', async () => {
    const ctx = world.t.app.ctx;
    const before = await lastMailId();
    // Noon in Auckland on 26 Feb: the services of 4 and 5 March are within 7 days.
    const at = new Date('2030-02-26T00:00:00Z');
    // Two runs at once, as two server instances would run them: each request is claimed once.
    const runs = await Promise.all([runReconfirmations(ctx, at), runReconfirmations(ctx, at)]);
    const processed = runs[0].processed + runs[1].processed;
    expect(processed).toBeGreaterThan(0);
    expect((await runReconfirmations(ctx, at)).processed).toBe(0);
    const mails = await mailsAfter(before, RECONFIRM_LINK);
    expect(mails).toHaveLength(processed);
    const rows = await requestRows(booked.file.id);
    const asked = rows.filter((row) => row.reconfirmRequestedAt !== null);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(rows.length);

    const [token] = mails.flatMap((mail) => mail.tokens);
    const view = (await link.get(`/api/supplier-links/${token}`)).json<TSupplierRequestView>();
    expect(view.canReconfirm).toBe(true);
    const response = await link.post(`/api/supplier-links/${token}/reconfirm`, {
      remarks: 'All set',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSupplierRequestView>()).toMatchObject({ canReconfirm: false });
    expect(response.json<TSupplierRequestView>().reconfirmedAt).not.toBeNull();
  });
});

describe('declining', () => {
  it('puts the line to Unable and raises one alert', async () => {
    const booked = await bookQuote('2030-04-07');
    const [request] = booked.requests;
    if (!request) throw new Error('need a request');
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    const url = `/api/supplier-links/${tokenOf(booked, request)}/answer`;
    try {
      const response = await link.post(url, { answer: 'decline', reason: 'Closed for renovation' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TSupplierRequestView>()).toMatchObject({
        status: 'declined',
        lineStatus: 'Unable',
        reason: 'Closed for renovation',
      });
      const again = await link.post(url, { answer: 'decline', reason: 'Closed for renovation' });
      expect(again.statusCode).toBe(200);
      expect(
        broadcast.mock.calls.filter((call) => call[1] === 'booking-alert.raised'),
      ).toHaveLength(1);
    } finally {
      broadcast.mockRestore();
    }
    const alerts = await world.t.db
      .select()
      .from(bookingAlerts)
      .where(eq(bookingAlerts.supplierRequestId, request.id));
    expect(alerts).toHaveLength(1);

    const list = await world.admin.get(
      `/api/admin/booking-alerts?q=${booked.file.reference}&state=open`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const [alert] = list.json<TPaginated<TBookingAlert>>().data;
    expect(alert).toMatchObject({
      kind: 'supplier-declined',
      bookingReference: booked.file.reference,
      resolvedAt: null,
    });
    expect(alert?.message).toContain('Closed for renovation');
    const resolved = await world.admin.post(`/api/admin/booking-alerts/${alert?.id}/resolve`);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<TBookingAlert>().resolvedByName).not.toBeNull();
    const open = await world.admin.get(
      `/api/admin/booking-alerts?q=${booked.file.reference}&state=open`,
    );
    expect(open.json<TPaginated<TBookingAlert>>().data).toEqual([]);
    expect((await agentFile(booked.file.reference)).status).toBe('Processing');
  });
});

describe('supplier users', () => {
  it('see, list and answer only their own supplier requests', async () => {
    const booked = await bookQuote('2030-05-06');
    const hotel = await world.t.signIn('supplier.hotel', 'supplier', DEMO_PASSWORD);
    const hotelId = await supplierIdOf('HARBAKL');
    const own = booked.requests.find((request) => request.supplierId === hotelId);
    const other = booked.requests.find((request) => request.supplierId !== hotelId);
    if (!own || !other) throw new Error('need a hotel request and another one');

    const list = await hotel.get(`/api/supplier/requests?list=current&q=${booked.file.reference}`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<TPaginated<TSupplierRequestListItem>>().data;
    expect(rows.map((row) => row.id)).toContain(own.id);
    expect(rows.map((row) => row.id)).not.toContain(other.id);
    const all = await hotel.get('/api/supplier/requests?list=current&per_page=100');
    const allIds = all.json<TPaginated<TSupplierRequestListItem>>().data.map((row) => row.id);
    const listed = await world.t.db
      .select({ supplierId: supplierRequests.supplierId })
      .from(supplierRequests)
      .where(inArray(supplierRequests.id, allIds));
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed.map((row) => row.supplierId))).toEqual(new Set([hotelId]));

    expect((await hotel.get(`/api/supplier/requests/${other.id}`)).statusCode).toBe(404);
    expect((await hotel.get(`/api/supplier/requests/${other.id}/snapshot`)).statusCode).toBe(404);
    const foreignAnswer = await hotel.post(`/api/supplier/requests/${other.id}/answer`, {
      answer: 'confirm',
      confirmation: 'NOPE',
    });
    expect(foreignAnswer.statusCode).toBe(404);
    expect((await requestRows(booked.file.id)).find((row) => row.id === other.id)?.status).toBe(
      'sent',
    );

    const answer = await hotel.post(`/api/supplier/requests/${own.id}/answer`, {
      answer: 'confirm',
      confirmation: 'HV-777 -ar',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const snapshot = await hotel.get(`/api/supplier/requests/${own.id}/snapshot`);
    const [, confirmed] = snapshot.json<TSupplierRequestSnapshot>().history;
    expect(confirmed).toMatchObject({
      action: 'confirmed',
      actorKind: 'user',
      actorName: 'Mere Tane',
    });
    const confirmedList = await hotel.get(
      `/api/supplier/requests?list=confirmed&q=${booked.file.reference}`,
    );
    expect(
      confirmedList.json<TPaginated<TSupplierRequestListItem>>().data.map((row) => row.id),
    ).toEqual([own.id]);

    // The back office sees every supplier's requests of the file.
    const staff = await world.admin.get(
      `/api/admin/files/${booked.file.reference}/supplier-requests`,
    );
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json<TSupplierRequestView[]>()).toHaveLength(booked.requests.length);
    const adminList = await world.admin.get(
      `/api/admin/supplier-requests?reference=${booked.file.reference}&status=confirmed`,
    );
    expect(adminList.json<TPaginated<{ id: number }>>().data.map((row) => row.id)).toEqual([
      own.id,
    ]);
  });
});

describe('cancelling a booking being worked', () => {
  it('sends cancel requests, and the last release cancels the booking', async () => {
    const booked = await bookQuote('2030-06-03');
    const [confirmedOne] = booked.requests;
    if (!confirmedOne) throw new Error('need a request');
    await link.post(`/api/supplier-links/${tokenOf(booked, confirmedOne)}/answer`, {
      answer: 'confirm',
      confirmation: 'KEEP-1',
    });

    const before = await lastMailId();
    const cancel = await world.nzAgent.post(`/api/app/files/${booked.file.reference}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<TFileView>().status).toBe('Cancellation');

    const rows = await requestRows(booked.file.id);
    const cancelRows = rows.filter((row) => row.kind === 'cancel');
    expect(cancelRows.length).toBe(booked.requests.length);
    expect(cancelRows.every((row) => row.status === 'sent')).toBe(true);
    // Unanswered booking requests are withdrawn; the confirmed one stays as it was.
    const newRows = rows.filter((row) => row.kind === 'new');
    expect(newRows.find((row) => row.id === confirmedOne.id)?.status).toBe('confirmed');
    expect(
      newRows
        .filter((row) => row.id !== confirmedOne.id)
        .every((row) => row.status === 'cancelled'),
    ).toBe(true);

    const mails = await mailsAfter(before);
    expect(mails.every((mail) => mail.subject.startsWith('Cancellation'))).toBe(true);
    const tokens = mails.flatMap((mail) => mail.tokens);
    expect(tokens).toHaveLength(cancelRows.length);

    const oldLink = await link.post(`/api/supplier-links/${tokenOf(booked, confirmedOne)}/answer`, {
      answer: 'decline',
      reason: 'x',
    });
    expect(oldLink.statusCode).toBe(409);

    for (const [index, token] of tokens.entries()) {
      // Each supplier answers from its own office.
      link = newLinkBrowser();
      const wrong = await link.post(`/api/supplier-links/${token}/answer`, {
        answer: 'confirm',
        confirmation: 'X',
      });
      expect(wrong.statusCode).toBe(422);
      const response = await link.post(`/api/supplier-links/${token}/answer`, {
        answer: 'release',
        cancellationNumber: `CXL-${index + 1} -cl`,
        remarks: 'Released',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TSupplierRequestView>()).toMatchObject({
        status: 'released',
        cancellationNumber: `CXL-${index + 1} -cl`,
      });
      const file = await agentFile(booked.file.reference);
      expect(file.status).toBe(index === tokens.length - 1 ? 'Cancelled' : 'Cancellation');
    }
    const admin = (
      await world.admin.get(`/api/admin/files/${booked.file.reference}`)
    ).json<TAdminFileView>();
    expect(new Set(linesOf(admin).map((line) => line.status))).toEqual(new Set(['Cancelled']));
    expect(linesOf(admin).some((line) => line.hasAllotmentHeld)).toBe(false);
  });
});

/** The booking settings this suite books with (see booking-settings.ts). */
const ASK_SUPPLIERS = { inventoryConfirmation: 'ask-supplier' };

describe('reminders', () => {
  it('reminds once per period and alerts once when reminders run out', async () => {
    const ctx = world.t.app.ctx;
    await world.t.db
      .insert(settings)
      .values({
        key: 'bookings',
        value: { ...ASK_SUPPLIERS, reminderAfterHours: 24, maxReminders: 1 },
      })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { ...ASK_SUPPLIERS, reminderAfterHours: 24, maxReminders: 1 } },
      });
    const booked = await bookQuote('2030-07-01');
    const ids = booked.requests.map((request) => request.id);
    const start = world.t.clock.now().getTime();
    const at = (hours: number) => new Date(start + hours * 60 * 60_000);
    const remindersOf = async () => {
      const mails = await world.t.db.select().from(mailOutbox);
      return mails.filter(
        (mail) => mail.subject.startsWith('Reminder') && mail.text.includes(booked.file.reference),
      );
    };

    await runReminders(ctx, at(23));
    expect(await remindersOf()).toHaveLength(0);
    // Two runs at once (two server instances): one reminder per request.
    await Promise.all([runReminders(ctx, at(25)), runReminders(ctx, at(25))]);
    const reminders = await remindersOf();
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.map((mail) => mail.fileId)).toEqual(reminders.map(() => booked.file.id));
    const rows = await requestRows(booked.file.id);
    expect(rows.every((row) => row.reminderCount === 1)).toBe(true);
    expect(reminders.flatMap((mail) => [...mail.text.matchAll(SERVICE_LINK)])).toHaveLength(
      ids.length,
    );

    await Promise.all([runReminders(ctx, at(50)), runReminders(ctx, at(50))]);
    expect(await remindersOf()).toHaveLength(reminders.length);
    const alerts = await world.t.db
      .select()
      .from(bookingAlerts)
      .where(inArray(bookingAlerts.supplierRequestId, ids));
    expect(alerts).toHaveLength(ids.length);
    expect(alerts.every((alert) => alert.kind === 'supplier-unanswered')).toBe(true);
    await world.t.db
      .update(settings)
      .set({ value: ASK_SUPPLIERS })
      .where(eq(settings.key, 'bookings'));
  });
});

describe('CSV exports of the back office lists', () => {
  it('exports the supplier requests of the filters, formula-safe', async () => {
    const quote = await world.createQuote(world.nzAgent, {
      bookingName: '=SUM(A1:A9)',
      travelDate: '2030-05-05',
    });
    const booked = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(booked.statusCode, booked.body).toBe(200);
    const response = await world.admin.get(
      `/api/admin/supplier-requests/export.csv?reference=${quote.reference}&status=sent&kind=new`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('supplier-requests.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Id,Booking,Booking name,Supplier,Service,/);
    expect(lines.length - 1).toBe(linesOf(quote).length);
    for (const line of lines.slice(1)) {
      expect(line).toContain(`"${quote.reference}","'=SUM(A1:A9)"`);
      expect(line).toContain(',new,sent,Requested,');
    }
    const none = await world.admin.get(
      `/api/admin/supplier-requests/export.csv?reference=${quote.reference}&status=confirmed`,
    );
    expect(none.body.trim().split('\r\n')).toHaveLength(1);
    // A supplier id beyond a database integer is refused, never a server error (input fuzz).
    for (const path of [
      '/api/admin/supplier-requests',
      '/api/admin/supplier-requests/export.csv',
    ]) {
      const tooLarge = await world.admin.get(`${path}?supplier_id=9007199254740991`);
      expect(tooLarge.statusCode, tooLarge.body).toBe(422);
      expect(tooLarge.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(
        'supplier_id',
      );
    }
  });

  it('exports the booking alerts of the filters, formula-safe', async () => {
    const booked = await bookQuote('2030-05-12');
    const [request] = booked.requests;
    if (!request) throw new Error('need a request');
    await world.t.db
      .update(suppliers)
      .set({ name: '@Risky Supplier' })
      .where(eq(suppliers.id, request.supplierId));
    const declined = await link.post(`/api/supplier-links/${tokenOf(booked, request)}/answer`, {
      answer: 'decline',
      reason: 'Fully booked',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const open = await world.admin.get(
      `/api/admin/booking-alerts/export.csv?q=${booked.file.reference}&state=open`,
    );
    expect(open.statusCode, open.body).toBe(200);
    expect(open.headers['content-disposition']).toContain('booking-alerts.csv');
    const lines = open.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Raised,Booking,Kind,Supplier,Message,Resolved,Resolved by');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${booked.file.reference}",supplier-declined,"'@Risky Supplier"`);
    expect(lines[1]).toContain('Fully booked');
    const resolved = await world.admin.get(
      `/api/admin/booking-alerts/export.csv?q=${booked.file.reference}&state=resolved`,
    );
    expect(resolved.body.trim().split('\r\n')).toHaveLength(1);
    expect(
      (await world.admin.get('/api/admin/booking-alerts/export.csv?state=later')).statusCode,
    ).toBe(422);
  });

  it('refuses both exports to a role without files.view-all', async () => {
    const user = await buildAdmin(world.t, { roles: [await buildAreaOnlyRole(world.t, 'admin')] });
    const client = await world.t.signIn(user.username, 'admin', user.password);
    for (const path of ['supplier-requests', 'booking-alerts']) {
      expect((await client.get(`/api/admin/${path}/export.csv`)).statusCode).toBe(403);
      expect((await world.nzAgent.get(`/api/admin/${path}/export.csv`)).statusCode).toBe(403);
    }
  });
});
