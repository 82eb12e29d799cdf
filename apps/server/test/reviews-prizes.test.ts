import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TAdminPrize, TPrizeClaim } from '@portal/shared/contracts/prizes';
import type { TAdminReview } from '@portal/shared/contracts/reviews';
import type { TTravelApp } from '@portal/shared/contracts/traveller';
import { auditLog } from '../src/db/schema/audit-log';
import { prizeChoices, prizes } from '../src/db/schema/prizes';
import { travellerLinks } from '../src/db/schema/traveller';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgent } from './factories';
import { buildFile } from './files-factories';

/**
 * Review moderation and prize management through the back office, with travellers leaving
 * feedback and claiming prizes through their own (public) endpoints.
 */

let t: TTestApp;
let admin: TestClient;
let consultant: TestClient;
let owner: { agencyId: number; agentId: number };
let otherOwner: { agencyId: number; agentId: number };

let addresses = 0;
function traveller() {
  addresses += 1;
  return t.client({
    remoteAddress: `10.9.${String(Math.floor(addresses / 250))}.${String(addresses % 250)}`,
  });
}

interface TTrip {
  reference: string;
  token: string;
}

/** A confirmed booking that ended before today, with its travel-app link. */
async function trip(who = owner, bookingName = 'Reviewed trip'): Promise<TTrip> {
  const file = await buildFile(t, who, {
    status: 'Confirmed',
    travelDate: '2030-06-10',
    bookingName,
  });
  const token = randomBytes(24).toString('base64url');
  await t.db.insert(travellerLinks).values({ fileId: file.id, kind: 'travel-app', token });
  return { reference: file.reference, token };
}

async function leaveFeedback(trip: TTrip, tripRating: number, comment: string) {
  const response = await traveller().post(`/api/travel-app/${trip.token}/feedback`, {
    tripRating,
    comment,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function reviews(query = ''): Promise<TPaginated<TAdminReview>> {
  const response = await admin.get(`/api/admin/reviews?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TAdminReview>>();
}

async function reviewOf(reference: string): Promise<TAdminReview> {
  const found = (await reviews(`reference=${reference}`)).data[0];
  if (!found) throw new Error(`no review of ${reference}`);
  return found;
}

async function auditActions(entityType: string, entityId: number) {
  const rows = await t.db
    .select({ action: auditLog.action, actorUserId: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));
  return rows;
}

let happy: TTrip;
let grumpy: TTrip;
let elsewhere: TTrip;
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock: createTestClock(new Date('2030-06-15T00:00:00Z')) });
  const [agentUser, otherAgent, adminUser, consultantUser] = await Promise.all([
    buildAgent(t),
    buildAgent(t),
    buildAdmin(t),
    buildAdmin(t, { roles: ['consultant'] }),
  ]);
  owner = { agencyId: agentUser.agencyId ?? 0, agentId: agentUser.id };
  otherOwner = { agencyId: otherAgent.agencyId ?? 0, agentId: otherAgent.id };
  adminId = adminUser.id;
  [admin, consultant] = await Promise.all([
    t.signIn(adminUser.username, 'admin'),
    t.signIn(consultantUser.username, 'admin'),
  ]);
  happy = await trip(owner, 'Happy family');
  grumpy = await trip(owner, 'Grumpy pair');
  elsewhere = await trip(otherOwner, 'Other agency trip');
  await leaveFeedback(happy, 5, 'Wonderful trip, the glow worms were magic.');
  await leaveFeedback(grumpy, 2, '=HYPERLINK("x") the car was late');
  await leaveFeedback(elsewhere, 4, 'Good');
});
afterAll(() => t.close());

describe('review moderation', () => {
  it('lists new reviews as pending with their booking and agency, filtered', async () => {
    const all = await reviews();
    expect(all.meta.total).toBe(3);
    expect(all.data.every((review) => review.status === 'pending')).toBe(true);
    const happyReview = await reviewOf(happy.reference);
    expect(happyReview).toMatchObject({
      fileReference: happy.reference,
      bookingName: 'Happy family',
      agencyId: owner.agencyId,
      tripRating: 5,
      reply: null,
    });
    expect((await reviews('rating=2')).data.map((row) => row.fileReference)).toEqual([
      grumpy.reference,
    ]);
    expect((await reviews(`agency_id=${otherOwner.agencyId}`)).meta.total).toBe(1);
    expect((await reviews('from=2030-06-15&to=2030-06-15')).meta.total).toBe(3);
    expect((await reviews('from=2030-06-16')).meta.total).toBe(0);
    const paged = await reviews('per_page=2&page=2');
    expect(paged.data).toHaveLength(1);
    expect((await admin.get('/api/admin/reviews?status=approved')).statusCode).toBe(422);
  });

  it('publishes and hides a review, recording who and when, audited', async () => {
    const review = await reviewOf(happy.reference);
    const published = await admin.put(`/api/admin/reviews/${review.id}/status`, {
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<TAdminReview>()).toMatchObject({
      status: 'published',
      moderatedByName: expect.stringContaining('Test admin'),
      moderatedAt: '2030-06-15T00:00:00.000Z',
    });
    expect((await reviews('status=published')).data.map((row) => row.id)).toEqual([review.id]);
    expect((await reviews('status=pending')).meta.total).toBe(2);

    const grumpyReview = await reviewOf(grumpy.reference);
    const hidden = await admin.put(`/api/admin/reviews/${grumpyReview.id}/status`, {
      status: 'hidden',
    });
    expect(hidden.json<TAdminReview>().status).toBe('hidden');

    expect(await auditActions('review', review.id)).toEqual([
      { action: 'review.published', actorUserId: adminId },
    ]);
    expect((await auditActions('review', grumpyReview.id)).map((row) => row.action)).toEqual([
      'review.hidden',
    ]);
  });

  it('replies to a review; the traveller reads the reply in the travel app', async () => {
    const review = await reviewOf(happy.reference);
    const replied = await admin.put(`/api/admin/reviews/${review.id}/reply`, {
      reply: '  Thank you, we are glad you loved the glow worms!  ',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json<TAdminReview>()).toMatchObject({
      reply: 'Thank you, we are glad you loved the glow worms!',
      repliedAt: '2030-06-15T00:00:00.000Z',
    });
    const app = (await traveller().get(`/api/travel-app/${happy.token}`)).json<TTravelApp>();
    expect(app.feedback?.reply).toEqual({
      text: 'Thank you, we are glad you loved the glow worms!',
      repliedAt: '2030-06-15T00:00:00.000Z',
    });

    const removed = await admin.put(`/api/admin/reviews/${review.id}/reply`, { reply: '' });
    expect(removed.json<TAdminReview>()).toMatchObject({ reply: null, repliedAt: null });
    const after = (await traveller().get(`/api/travel-app/${happy.token}`)).json<TTravelApp>();
    expect(after.feedback?.reply).toBeNull();
    expect((await auditActions('review', review.id)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['review.replied', 'review.reply-removed']),
    );
  });

  it('refuses unknown reviews, bad input and users without reviews.manage', async () => {
    expect(
      (await admin.put('/api/admin/reviews/999999/status', { status: 'published' })).statusCode,
    ).toBe(404);
    const review = await reviewOf(grumpy.reference);
    expect(
      (await admin.put(`/api/admin/reviews/${review.id}/status`, { status: 'approved' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await admin.put(`/api/admin/reviews/${review.id}/reply`, { reply: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(422);
    expect((await consultant.get('/api/admin/reviews')).statusCode).toBe(403);
    expect(
      (await consultant.put(`/api/admin/reviews/${review.id}/status`, { status: 'published' }))
        .statusCode,
    ).toBe(403);
    expect((await consultant.get('/api/admin/reviews/export.csv')).statusCode).toBe(403);
  });

  it('exports the reviews as formula-safe CSV', async () => {
    const response = await admin.get('/api/admin/reviews/export.csv?rating=2');
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") the car was late"`);
    expect(lines[1]).toContain(',hidden,');
  });
});

describe('prize management', () => {
  async function createPrize(body: Record<string, unknown>): Promise<TAdminPrize> {
    const response = await admin.post('/api/admin/prizes', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TAdminPrize>();
  }

  it('adds, lists, filters, edits and deactivates prizes, audited', async () => {
    const prize = await createPrize({ name: 'Kiwi plush', description: 'Soft', stock: 3 });
    expect(prize).toMatchObject({ name: 'Kiwi plush', stock: 3, active: true, chosenCount: 0 });
    const list = await admin.get('/api/admin/prizes?q=plush');
    expect(list.json<TPaginated<TAdminPrize>>().data.map((row) => row.id)).toEqual([prize.id]);

    const edited = await admin.put(`/api/admin/prizes/${prize.id}`, {
      name: 'Kiwi plush toy',
      stock: 12,
      expectedStock: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TAdminPrize>()).toMatchObject({ name: 'Kiwi plush toy', stock: 12 });

    const deactivated = await admin.put(`/api/admin/prizes/${prize.id}`, {
      name: 'Kiwi plush toy',
      stock: 12,
      active: false,
    });
    expect(deactivated.json<TAdminPrize>().active).toBe(false);
    const inactive = await admin.get('/api/admin/prizes?active=false');
    expect(inactive.json<TPaginated<TAdminPrize>>().data.map((row) => row.id)).toContain(prize.id);
    const active = await admin.get('/api/admin/prizes?active=true');
    expect(active.json<TPaginated<TAdminPrize>>().data.map((row) => row.id)).not.toContain(
      prize.id,
    );
    expect((await auditActions('prize', prize.id)).map((row) => row.action)).toEqual([
      'prize.created',
      'prize.updated',
      'prize.updated',
    ]);

    expect(
      (await admin.put(`/api/admin/prizes/${prize.id}`, { name: 'x', stock: -1 })).statusCode,
    ).toBe(422);
    expect((await admin.put('/api/admin/prizes/999999', { name: 'x', stock: 1 })).statusCode).toBe(
      404,
    );
    expect((await consultant.get('/api/admin/prizes')).statusCode).toBe(403);
    expect((await consultant.get('/api/admin/prize-claims')).statusCode).toBe(403);
  });

  it('never lets stock go below zero when travellers claim the last ones at once', async () => {
    const prize = await createPrize({ name: 'Pounamu keepsake', stock: 3 });
    const trips = await Promise.all(
      Array.from({ length: 8 }, (_, index) => trip(owner, `Claimer ${index + 1}`)),
    );
    for (const [index, each] of trips.entries()) await leaveFeedback(each, 4, `Claim ${index}`);

    const responses = await Promise.all(
      trips.map((each) => traveller().post(`/api/travel-app/${each.token}/prizes/${prize.id}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const [after] = await t.db.select().from(prizes).where(eq(prizes.id, prize.id));
    expect(after?.stock).toBe(0);
    const claims = await t.db.select().from(prizeChoices).where(eq(prizeChoices.prizeId, prize.id));
    expect(claims).toHaveLength(3);

    const listed = await admin.get(`/api/admin/prize-claims?prize_id=${prize.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json<TPaginated<TPrizeClaim>>();
    expect(page.meta.total).toBe(3);
    expect(page.data[0]).toMatchObject({ prizeName: 'Pounamu keepsake', prizeId: prize.id });
    expect(trips.map((each) => each.reference)).toContain(page.data[0]?.fileReference);

    const csv = await admin.get(`/api/admin/prize-claims/export.csv?prize_id=${prize.id}`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('refuses an edit started from a stock figure that claims have since changed', async () => {
    const prize = await createPrize({ name: 'Merino beanie', stock: 5 });
    const claimer = await trip(owner, 'Beanie claimer');
    await leaveFeedback(claimer, 5, 'Lovely');
    // The form was opened at 5; a traveller takes one; the edit (to 20) must not erase that.
    const claimed = await traveller().post(`/api/travel-app/${claimer.token}/prizes/${prize.id}`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const stale = await admin.put(`/api/admin/prizes/${prize.id}`, {
      name: 'Merino beanie',
      stock: 20,
      expectedStock: 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain('4 left now');
    const fresh = await admin.put(`/api/admin/prizes/${prize.id}`, {
      name: 'Merino beanie',
      stock: 20,
      expectedStock: 4,
    });
    expect(fresh.json<TAdminPrize>()).toMatchObject({ stock: 20, chosenCount: 1 });
  });

  it('exports the prizes as CSV', async () => {
    const response = await admin.get('/api/admin/prizes/export.csv?q=beanie');
    expect(response.statusCode).toBe(200);
    expect(response.body.trim().split('\r\n')).toEqual([
      'Name,Description,Stock,Active,Chosen,Updated',
      expect.stringMatching(/^"Merino beanie","",20,yes,1,2030-06-15T00:00:00.000Z$/),
    ]);
  });
});
