import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  TContentBatch,
  TContentEntity,
  TContentSuggestion,
  TContentVersion,
} from '@portal/shared/contracts/content';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { auditLog } from '../src/db/schema/audit-log';
import { contentBatchItems, contentSuggestions } from '../src/db/schema/content';
import {
  ENTITY_GONE_MESSAGE,
  createContentBatchRunner,
} from '../src/modules/content/content-batch-runner';
import {
  claimNextItem,
  finishItem,
  insertBatch,
} from '../src/modules/content/content-batches.repository';
import {
  ContentProviderError,
  type TContentProvider,
  type TContentProviderInput,
} from '../src/modules/content/content-provider';
import { rulesContentProvider } from '../src/modules/content/content-rules.provider';
import { writeContentText } from '../src/modules/content/content-store.repository';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildProduct } from './catalogue-factories';
import { buildAdmin } from './factories';

let t: TTestApp;
let admin: TestClient;
let consultant: TestClient;

const VERY_POOR = 'CHEAP tour!!! Best price guaranteed. Book now and click here.';

beforeAll(async () => {
  t = await buildTestApp();
  const [adminUser, consultantUser] = await Promise.all([
    buildAdmin(t),
    buildAdmin(t, { roles: ['consultant'] }),
  ]);
  [admin, consultant] = await Promise.all([
    t.signIn(adminUser.username, 'admin'),
    t.signIn(consultantUser.username, 'admin'),
  ]);
});
afterAll(() => t.close());

async function buildTour(name: string, english: string) {
  const product = await buildProduct(t, {
    name,
    serviceTypeCode: 'IT',
    accommodationClass: null,
    roomTypes: [],
    pricingBasis: 'per_person',
    startTime: '0930',
  });
  await writeContentText(t.db, {
    kind: 'product',
    entityId: product.id,
    field: 'description',
    language: 'en',
    text: english,
    source: 'import',
    author: null,
    at: new Date(),
  });
  return product;
}

async function waitForBatch(id: number): Promise<TContentBatch> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const batch = (await admin.get(`/api/admin/content/batches/${id}`)).json<TContentBatch>();
    if (batch.status !== 'queued' && batch.status !== 'running') return batch;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`batch ${id} did not finish`);
}

async function suggestionsOf(query: string): Promise<TContentSuggestion[]> {
  const response = await admin.get(`/api/admin/content/suggestions?${query}&per_page=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TContentSuggestion>>().data;
}

/** A batch written straight to the database, so no background run starts on its own. */
async function insertQuietBatch(items: { id: number; name: string }[]): Promise<number> {
  return insertBatch(
    t.db,
    {
      status: 'queued',
      provider: 'rules',
      kinds: ['product'],
      languages: ['en', 'de', 'es', 'it', 'fr'],
      maxScore: 80,
      total: items.length,
      createdByLabel: 'test',
    },
    items.map((item) => ({
      entityKind: 'product',
      entityId: item.id,
      field: 'description',
      entityCode: `P${item.id}`,
      entityName: item.name,
    })),
  );
}

describe('processing batches', () => {
  it('runs a batch of the worst texts in the background, pushing its progress', async () => {
    const poor = await buildTour('Batch Poor Tour', VERY_POOR);
    const broadcast = vi.spyOn(t.app.broadcaster, 'broadcast');
    try {
      const created = await admin.post('/api/admin/content/batches', {
        kinds: ['product'],
        limit: 1,
      });
      expect(created.statusCode, created.body).toBe(201);
      const batch = created.json<TContentBatch>();
      expect(batch).toMatchObject({ provider: 'rules', total: 1, maxScore: 80 });
      const finished = await waitForBatch(batch.id);
      expect(finished).toMatchObject({ status: 'completed', done: 1, failed: 0 });
      expect(finished.suggestionCount).toBe(5);
      // The last push follows the commit the poll above saw: wait for it rather than race it.
      await vi.waitFor(() => {
        const pushed = broadcast.mock.calls.filter((call) => call[1] === 'content.batch-progress');
        expect(pushed.at(-1)?.[0]).toBe('private-backoffice');
        expect(pushed.at(-1)?.[2]).toMatchObject({
          batchId: batch.id,
          status: 'completed',
          done: 1,
        });
      });
    } finally {
      broadcast.mockRestore();
    }

    const suggestions = await suggestionsOf(`kind=product&status=pending`);
    const mine = suggestions.filter((s) => s.entityId === poor.id);
    expect(mine.map((s) => `${s.language}:${s.type}`)).toEqual([
      'en:rewrite',
      'de:needs-translation',
      'es:needs-translation',
      'it:needs-translation',
      'fr:needs-translation',
    ]);
    const [rewrite] = mine;
    expect(rewrite).toMatchObject({
      entityName: 'Batch Poor Tour',
      baseText: VERY_POOR,
      baseVersion: 1,
      currentText: VERY_POOR,
      suggestedText: 'Good-value tour!!!',
    });
    // Nothing is written before a person accepts.
    const entity = (
      await admin.get(`/api/admin/content/entities/product/${poor.id}`)
    ).json<TContentEntity>();
    expect(entity.fields[0]?.texts[0]).toMatchObject({ text: VERY_POOR, version: 1 });
  });

  it('accepts a suggestion as a new version and keeps the old text', async () => {
    const tour = await buildTour(
      'Accept Tour',
      'Jet boat ride to the falls. Book now! Cheap seats for all.',
    );
    const batchId = await insertQuietBatch([{ id: tour.id, name: 'Accept Tour' }]);
    await createContentBatchRunner(t.app.ctx, rulesContentProvider).run(batchId);
    const [rewrite, needsGerman] = await suggestionsOf(`batch_id=${batchId}`);
    expect(rewrite?.type).toBe('rewrite');

    const accepted = await admin.post(`/api/admin/content/suggestions/${rewrite?.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TContentSuggestion>()).toMatchObject({
      status: 'accepted',
      acceptedVersion: 2,
      currentText: 'Jet boat ride to the falls. Good-value seats for all.',
      decidedBy: expect.any(String),
    });
    const versions = (
      await admin.get(`/api/admin/content/entities/product/${tour.id}/versions?language=en`)
    ).json<TPaginated<TContentVersion>>().data;
    expect(versions.map((v) => [v.version, v.source, v.suggestionId])).toEqual([
      [2, 'suggestion', rewrite?.id],
      [1, 'import', null],
    ]);
    expect(versions[1]?.text).toBe('Jet boat ride to the falls. Book now! Cheap seats for all.');

    const again = await admin.post(`/api/admin/content/suggestions/${rewrite?.id}/accept`, {});
    expect(again.statusCode).toBe(409);

    // A "needs translation" has no text: the reviewer writes it, or rejects it.
    const empty = await admin.post(`/api/admin/content/suggestions/${needsGerman?.id}/accept`, {});
    expect(empty.statusCode).toBe(422);
    const written = await admin.post(`/api/admin/content/suggestions/${needsGerman?.id}/accept`, {
      text: 'Jetboot-Fahrt zu den Wasserfällen.',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<TContentSuggestion>()).toMatchObject({
      language: 'de',
      acceptedVersion: 1,
      currentText: 'Jetboot-Fahrt zu den Wasserfällen.',
    });

    const others = await suggestionsOf(`batch_id=${batchId}&status=pending`);
    const rejected = await admin.post(`/api/admin/content/suggestions/${others[0]?.id}/reject`);
    expect(rejected.json<TContentSuggestion>().status).toBe('rejected');
    expect(
      (await admin.post(`/api/admin/content/suggestions/${others[0]?.id}/reject`)).statusCode,
    ).toBe(409);

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(tour.id)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['content.suggestion-accepted', 'content.suggestion-rejected']),
    );
  });

  it('refuses to accept a suggestion whose text changed since', async () => {
    const tour = await buildTour(
      'Stale Tour',
      'A cheap walk in the park for the whole family to enjoy.',
    );
    const batchId = await insertQuietBatch([{ id: tour.id, name: 'Stale Tour' }]);
    await createContentBatchRunner(t.app.ctx, rulesContentProvider).run(batchId);
    const [rewrite] = await suggestionsOf(`batch_id=${batchId}&language=en`);
    await admin.put(`/api/admin/content/entities/product/${tour.id}/texts`, {
      language: 'en',
      text: 'Someone rewrote this meanwhile.',
      baseVersion: 1,
    });
    const stale = await admin.post(`/api/admin/content/suggestions/${rewrite?.id}/accept`, {});
    expect(stale.statusCode).toBe(409);
    const after = (await suggestionsOf(`batch_id=${batchId}&language=en`))[0];
    expect(after).toMatchObject({ status: 'pending', currentVersion: 2, baseVersion: 1 });
  });

  it('has two workers process each item of one batch exactly once', async () => {
    const tours = [];
    for (let index = 0; index < 8; index += 1) {
      tours.push(await buildTour(`Claim Tour ${index}`, `Claim tour ${index}. Book now!`));
    }
    const batchId = await insertQuietBatch(tours.map((tour) => ({ id: tour.id, name: tour.name })));
    const calls: number[] = [];
    const slowProvider: TContentProvider = {
      name: 'rules',
      async suggest(input: TContentProviderInput) {
        calls.push(input.entityId);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return rulesContentProvider.suggest(input);
      },
    };
    const [first, second] = await Promise.all([
      createContentBatchRunner(t.app.ctx, slowProvider).run(batchId),
      createContentBatchRunner(t.app.ctx, slowProvider).run(batchId),
    ]);
    expect(first + second).toBe(8);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect([...calls].sort((a, b) => a - b)).toEqual(tours.map((tour) => tour.id));
    const batch = (await admin.get(`/api/admin/content/batches/${batchId}`)).json<TContentBatch>();
    expect(batch).toMatchObject({ status: 'completed', total: 8, done: 8, failed: 0 });
    const rows = await t.db
      .select({ entityId: contentSuggestions.entityId })
      .from(contentSuggestions)
      .where(and(eq(contentSuggestions.batchId, batchId), eq(contentSuggestions.language, 'en')));
    expect(rows).toHaveLength(8);
  });

  it('takes over an item whose worker stopped, and ignores that worker if it comes back', async () => {
    const tour = await buildTour('Takeover Tour', 'Takeover tour. Book now!');
    const batchId = await insertQuietBatch([{ id: tour.id, name: 'Takeover Tour' }]);
    const long = new Date(Date.now() - 60 * 60_000);
    const claimed = await claimNextItem(t.db, {
      batchId,
      token: 'dead-worker',
      at: long,
      staleBefore: long,
      maxAttempts: 3,
    });
    expect(claimed?.status).toBe('running');
    // Not stale yet for a worker looking now with a later cut-off: nothing to claim.
    expect(
      await claimNextItem(t.db, {
        batchId,
        token: 'other',
        at: new Date(),
        staleBefore: new Date(long.getTime() - 1),
        maxAttempts: 3,
      }),
    ).toBeNull();
    expect(await createContentBatchRunner(t.app.ctx, rulesContentProvider).run(batchId)).toBe(1);
    expect(
      await finishItem(t.db, {
        itemId: claimed?.id ?? 0,
        token: 'dead-worker',
        at: new Date(),
        error: null,
      }),
    ).toBe(false);
    const [item] = await t.db
      .select()
      .from(contentBatchItems)
      .where(eq(contentBatchItems.batchId, batchId));
    expect(item).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('records a provider failure on the item and still completes the batch', async () => {
    const tour = await buildTour('Failing Tour', 'Failing tour. Book now!');
    const batchId = await insertQuietBatch([
      { id: tour.id, name: 'Failing Tour' },
      { id: 999_999, name: 'Gone' },
    ]);
    const failing: TContentProvider = {
      name: 'openai-compatible',
      async suggest() {
        throw new ContentProviderError('unavailable', 'The language model failed (503).', 503);
      },
    };
    await createContentBatchRunner(t.app.ctx, failing).run(batchId);
    const batch = (await admin.get(`/api/admin/content/batches/${batchId}`)).json<TContentBatch>();
    expect(batch).toMatchObject({
      status: 'completed',
      done: 0,
      failed: 2,
      lastError: 'The language model failed (503).',
    });
    const items = await t.db
      .select({ entityId: contentBatchItems.entityId, error: contentBatchItems.error })
      .from(contentBatchItems)
      .where(eq(contentBatchItems.batchId, batchId));
    expect(items.find((item) => item.entityId === 999_999)?.error).toBe(ENTITY_GONE_MESSAGE);
  });

  it('cancels a batch: pending items are not processed', async () => {
    const tour = await buildTour('Cancel Tour', 'Cancel tour. Book now!');
    const batchId = await insertQuietBatch([{ id: tour.id, name: 'Cancel Tour' }]);
    const cancelled = await admin.post(`/api/admin/content/batches/${batchId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<TContentBatch>().status).toBe('cancelled');
    expect(await createContentBatchRunner(t.app.ctx, rulesContentProvider).run(batchId)).toBe(0);
    expect((await admin.post(`/api/admin/content/batches/${batchId}/cancel`)).statusCode).toBe(409);
    const [item] = await t.db
      .select({ status: contentBatchItems.status })
      .from(contentBatchItems)
      .where(eq(contentBatchItems.batchId, batchId));
    expect(item?.status).toBe('cancelled');
  });

  it('refuses a batch with nothing to process and bad input', async () => {
    const none = await admin.post('/api/admin/content/batches', { kinds: ['package'] });
    expect(none.statusCode).toBe(422);
    const bad = await admin.post('/api/admin/content/batches', { kinds: [], limit: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors)).toEqual(
      expect.arrayContaining(['kinds', 'limit']),
    );
  });

  it('lists batches and suggestions with filters and exports both as CSV', async () => {
    const batches = await admin.get('/api/admin/content/batches?status=completed&per_page=2');
    const page = batches.json<TPaginated<TContentBatch>>();
    expect(page.data.every((batch) => batch.status === 'completed')).toBe(true);
    expect(page.meta.per_page).toBe(2);
    const batchesCsv = await admin.get('/api/admin/content/batches/export.csv?status=cancelled');
    expect(batchesCsv.body.split('\r\n')[0]).toMatch(/^Batch,Status,Provider,/);
    expect(batchesCsv.body).toContain(',cancelled,rules,');

    const csv = await admin.get('/api/admin/content/suggestions/export.csv?type=needs-translation');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Suggestion,Batch,Kind,Code,Name,Language,Type,Status,/);
    expect(lines.slice(1).every((line) => line.includes(',needs-translation,'))).toBe(true);
  });

  it('lets only content.manage accept or reject', async () => {
    const [any] = await suggestionsOf('status=pending');
    expect(
      (await consultant.post(`/api/admin/content/suggestions/${any?.id}/accept`, {})).statusCode,
    ).toBe(403);
    expect(
      (await consultant.post(`/api/admin/content/suggestions/${any?.id}/reject`)).statusCode,
    ).toBe(403);
    expect((await consultant.get('/api/admin/content/batches')).statusCode).toBe(403);
  });
});
