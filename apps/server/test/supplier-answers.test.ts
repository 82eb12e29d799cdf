import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type {
  TSupplierRequestSnapshot,
  TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import { auditLog } from '../src/db/schema/audit-log';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import type { TestClient } from './build-test-app';
import { buildFilesWorld, linesOf, TODAY, type TFilesTestWorld } from './files-support';

/**
 * Issue 19, point 23: TripCreator's answers on the supplier link — Confirmed, Declined,
 * Provisional (with an option expiry date), Waitlisted — a supplier correcting its answer before
 * the service date (recorded with who and when, pushed live to the agent), and the cancellation
 * number a release records.
 */

let world: TFilesTestWorld;
let addresses = 0;
function newLinkBrowser(): TestClient {
  addresses += 1;
  return world.t.client({ remoteAddress: `10.23.0.${addresses}` });
}
beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
});
afterAll(() => world.t.close());

const SERVICE_LINK = /\/supplier\/service\/([A-Za-z0-9_-]{20,100})/g;

async function lastMailId(): Promise<number> {
  const rows = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

/** Books a quote and answers with the first request's link: its token, request and file. */
async function bookOne(travelDate: string) {
  const quote = await world.createQuote(world.nzAgent, { travelDate });
  const before = await lastMailId();
  const booked = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(booked.statusCode, booked.body).toBe(200);
  const mails = await world.t.db.select().from(mailOutbox).where(gt(mailOutbox.id, before));
  const token = [...(mails[0]?.text ?? '').matchAll(SERVICE_LINK)][0]?.[1];
  if (!token) throw new Error('no link mailed');
  const link = newLinkBrowser();
  const view = (await link.get(`/api/supplier-links/${token}`)).json<TSupplierRequestView>();
  return { file: booked.json<TFileView>(), token, link, request: view };
}

async function lineOf(reference: string, lineId: number) {
  const file = (await world.nzAgent.get(`/api/app/files/${reference}`)).json<TFileView>();
  const line = linesOf(file).find((candidate) => candidate.id === lineId);
  if (!line) throw new Error(`no line ${lineId}`);
  return line;
}

describe('a provisional answer', () => {
  it('holds the line as Provisional until an option date no later than the service date', async () => {
    const { file, token, link, request } = await bookOne('2030-03-10');
    const url = `/api/supplier-links/${token}/answer`;
    const late = await link.post(url, {
      answer: 'provisional',
      optionExpiresOn: '2031-01-01',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toHaveProperty('optionExpiresOn');
    const missing = await link.post(url, { answer: 'provisional' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('optionExpiresOn');

    const held = await link.post(url, {
      answer: 'provisional',
      optionExpiresOn: '2030-02-15',
      confirmation: 'OPT-77',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json<TSupplierRequestView>()).toMatchObject({
      status: 'provisional',
      optionExpiresOn: '2030-02-15',
      confirmation: 'OPT-77',
      canAnswer: true,
    });
    const line = await lineOf(file.reference, request.serviceLineId);
    expect(line.status).toBe('Provisional');
    expect(line.confirmation).toBe('OPT-77');

    // Held is not settled: the supplier confirms it later.
    const confirmed = await link.post(url, { answer: 'confirm', confirmation: 'CONF-1' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<TSupplierRequestView>()).toMatchObject({
      status: 'confirmed',
      optionExpiresOn: null,
    });
    expect((await lineOf(file.reference, request.serviceLineId)).status).toBe('Confirmed');
  });
});

describe('correcting an answer from the link', () => {
  it('is allowed before the service date, recorded, audited and pushed live', async () => {
    const { file, token, link, request } = await bookOne('2030-03-20');
    const url = `/api/supplier-links/${token}/answer`;
    const first = await link.post(url, { answer: 'confirm', confirmation: 'ABC123 -cl' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TSupplierRequestView>()).toMatchObject({
      canAnswer: false,
      canCorrect: true,
    });

    // A wrong number corrected: the line and its voucher carry the new one.
    const renumbered = await link.post(url, {
      answer: 'confirm',
      confirmation: 'ABC999',
      replaces: 'confirmed',
    });
    expect(renumbered.statusCode, renumbered.body).toBe(200);
    let line = await lineOf(file.reference, request.serviceLineId);
    expect(line.confirmation).toBe('ABC999');
    expect(line.voucher).toBe('ABC999');

    // The supplier finds it cannot provide the service after all: the agent sees it live.
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    let pushes: unknown[][];
    try {
      const declined = await link.post(url, {
        answer: 'decline',
        reason: 'Overbooked',
        replaces: 'confirmed',
      });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json<TSupplierRequestView>()).toMatchObject({
        status: 'declined',
        confirmation: null,
        reason: 'Overbooked',
      });
      pushes = broadcast.mock.calls.map((call) => [...call]);
    } finally {
      broadcast.mockRestore();
    }
    expect(JSON.stringify(pushes)).toContain(file.reference);
    line = await lineOf(file.reference, request.serviceLineId);
    expect(line.status).toBe('Unable');
    expect(line.confirmation).toBeNull();

    const snapshot = (
      await link.get(`/api/supplier-links/${token}/snapshot`)
    ).json<TSupplierRequestSnapshot>();
    const correction = snapshot.history.find((event) => event.action === 'declined');
    expect(correction).toMatchObject({
      actorKind: 'token',
      detail: { correctedFrom: 'confirmed', reason: 'Overbooked' },
    });
    expect(correction?.createdAt).toBeTruthy();
    const audits = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'supplier_request'),
          eq(auditLog.entityId, String(request.id)),
          eq(auditLog.action, 'supplier-request.declined'),
        ),
      );
    expect(audits.some((row) => JSON.stringify(row.detail).includes('correctedFrom'))).toBe(true);
  });

  it('is refused from the service date on', async () => {
    const { token, link } = await bookOne('2030-02-10');
    const url = `/api/supplier-links/${token}/answer`;
    expect((await link.post(url, { answer: 'confirm', confirmation: 'N1' })).statusCode).toBe(200);
    world.t.clock.set(new Date('2030-02-10T00:00:00Z'));
    try {
      const view = (await link.get(`/api/supplier-links/${token}`)).json<TSupplierRequestView>();
      expect(view).toMatchObject({ canAnswer: false, canCorrect: false });
      const late = await link.post(url, {
        answer: 'decline',
        reason: 'Too late',
        replaces: 'confirmed',
      });
      expect(late.statusCode).toBe(409);
    } finally {
      world.t.clock.set(new Date(`${TODAY}T00:00:00Z`));
    }
  });
});
