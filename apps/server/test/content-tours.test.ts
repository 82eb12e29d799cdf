import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TContentAssessment,
  TContentBatch,
  TContentEntity,
  TContentSuggestion,
  TContentVersion,
} from '@portal/shared/contracts/content';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TAgentTour, TTour } from '@portal/shared/contracts/regular-tours';
import { DEMO_TOURS } from '../src/db/demo-tours';
import { products as productsTable } from '../src/db/schema/catalogue-products';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';
import { createTour, tourBody, tourIds, type TTourIds } from './tours-support';

/**
 * Scheduled tours as a content kind (docs/decisions/011-content-store.md): their overview,
 * inclusions and day texts live in the content store, are ranked with products and packages, are
 * processed in batches, and an accepted suggestion is what the tour screens and agents read.
 */

let world: TFilesTestWorld;
let admin: TestClient;
let consultant: TestClient;
let ids: TTourIds;

beforeAll(async () => {
  world = await buildFilesWorld();
  admin = world.admin;
  const consultantUser = await buildAdmin(world.t, { roles: ['consultant'] });
  consultant = await world.t.signIn(consultantUser.username, 'admin');
  ids = await tourIds(admin);
});
afterAll(() => world.t.close());

async function assessments(query: string): Promise<TContentAssessment[]> {
  const response = await admin.get(`/api/admin/content/assessments?per_page=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TContentAssessment>>().data;
}

async function entityOf(tourId: number): Promise<TContentEntity> {
  const response = await admin.get(`/api/admin/content/entities/tour/${tourId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TContentEntity>();
}

async function versionsOf(tourId: number, field: string, language: string) {
  const response = await admin.get(
    `/api/admin/content/entities/tour/${tourId}/versions?field=${field}&language=${language}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TContentVersion>>().data;
}

async function waitForBatch(id: number): Promise<TContentBatch> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const batch = (await admin.get(`/api/admin/content/batches/${id}`)).json<TContentBatch>();
    if (batch.status !== 'queued' && batch.status !== 'running') return batch;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`batch ${id} did not finish`);
}

describe('tours in the content assessment', () => {
  it('ranks the demo tours’ texts with the tour kind, the deliberately poor day first', async () => {
    const rows = await assessments('kind=tour');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.kind === 'tour')).toBe(true);
    const scores = rows.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(rows[0]).toMatchObject({ code: 'NZ-ATW3', field: 'day-2' });
    expect(rows[0]?.findings.map((finding) => `${finding.language}:${finding.code}`)).toEqual(
      expect.arrayContaining(['en:too-short', 'en:banned-phrase', 'de:untranslated']),
    );

    // Every demo tour is there with its overview, inclusions and each day, translated.
    for (const demo of DEMO_TOURS) {
      const own = rows.filter((row) => row.code === demo.code);
      expect(own.map((row) => row.field).sort()).toEqual(
        ['overview', 'inclusions', ...demo.days.map((_, index) => `day-${index + 1}`)].sort(),
      );
      const overview = own.find((row) => row.field === 'overview');
      expect(overview?.translatedLanguages).toEqual(['de', 'es', 'it', 'fr']);
    }
    // The ranking of every kind holds them too, and the kind filter leaves them out.
    const products = await assessments('kind=product');
    expect(products.some((row) => row.kind !== 'product')).toBe(false);
  });

  it('reads a tour’s texts from the store and versions every change the tour form makes', async () => {
    const tour = await createTour(admin, ids, { name: 'Store Reading Tour' });
    const entity = await entityOf(tour.id);
    expect(entity.fields.map((entry) => entry.field)).toEqual([
      'overview',
      'inclusions',
      'day-1',
      'day-2',
      'day-3',
    ]);
    const overview = entity.fields.find((entry) => entry.field === 'overview');
    expect(overview?.texts.find((text) => text.language === 'de')).toMatchObject({
      text: 'Drei Tage Geysire.',
      version: 1,
    });

    const body = tourBody(ids, { code: tour.code, name: tour.name });
    const changed = await admin.put(`/api/admin/tours/${tour.id}`, {
      ...body,
      overview: {
        ...body.overview,
        de: 'Drei Tage voller Geysire, Schlammtöpfe und Maori-Kultur.',
      },
      // The last day is dropped: its text is emptied as a version, not left behind.
      days: body.days
        .slice(0, 2)
        .map((day, index) =>
          index === 1 ? { ...day, description: { en: 'Te Puia, then a hangi.' } } : day,
        ),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = changed.json<TTour>();
    expect(saved.overview.de).toBe('Drei Tage voller Geysire, Schlammtöpfe und Maori-Kultur.');
    expect(saved.days.map((day) => day.description.en)).toEqual([
      'South through the Waikato.',
      'Te Puia, then a hangi.',
    ]);

    const german = await versionsOf(tour.id, 'overview', 'de');
    expect(german.map((version) => [version.version, version.source, version.text])).toEqual([
      [2, 'manual', 'Drei Tage voller Geysire, Schlammtöpfe und Maori-Kultur.'],
      [1, 'manual', 'Drei Tage Geysire.'],
    ]);
    // What did not change wrote nothing.
    expect(await versionsOf(tour.id, 'inclusions', 'en')).toHaveLength(1);
    expect((await entityOf(tour.id)).fields.map((entry) => entry.field)).toEqual([
      'overview',
      'inclusions',
      'day-1',
      'day-2',
    ]);
  });

  it('leaves archived tours and the hidden products tours are booked through out', async () => {
    const draft = await createTour(admin, ids, { name: 'Unseen Draft Walk', status: 'draft' });
    const archived = await createTour(admin, ids, { name: 'Old Archived Walk' });
    const body = tourBody(ids, { code: archived.code, name: archived.name, status: 'archived' });
    expect((await admin.put(`/api/admin/tours/${archived.id}`, body)).statusCode).toBe(200);

    const tours = await assessments('kind=tour&q=Walk');
    expect(tours.some((row) => row.entityId === draft.id)).toBe(true);
    expect(tours.some((row) => row.entityId === archived.id)).toBe(false);
    // The inactive GU product behind each tour (TOUR-<code>) is no separate entry.
    const [hidden] = await world.t.db
      .select({ active: productsTable.active })
      .from(productsTable)
      .where(eq(productsTable.code, `TOUR-${draft.code}`));
    expect(hidden).toEqual({ active: false });
    const products = await assessments('kind=product&q=TOUR-');
    expect(products.filter((row) => row.code.startsWith('TOUR-'))).toEqual([]);
    expect((await assessments(`kind=product&q=TOUR-${draft.code}`)).map((row) => row.code)).toEqual(
      [],
    );
    expect(await assessments(`q=${draft.code}`)).not.toHaveLength(0);
    expect((await assessments(`q=${draft.code}`)).every((row) => row.kind === 'tour')).toBe(true);
  });
});

describe('processing tours', () => {
  it('suggests rewrites for tours; an accepted one is what agents read, the old text a version', async () => {
    const tour = await createTour(admin, ids, {
      name: 'Accepted Rewrite Tour',
      overview: {
        en: 'Three days of geysers, mud pools and Maori culture. Book now!',
        de: 'Drei Tage Geysire.',
      },
    });
    const created = await admin.post('/api/admin/content/batches', {
      kinds: ['tour'],
      languages: ['en'],
      maxScore: 100,
      limit: 500,
    });
    expect(created.statusCode, created.body).toBe(201);
    const batch = await waitForBatch(created.json<TContentBatch>().id);
    expect(batch).toMatchObject({ status: 'completed', failed: 0 });

    const listed = await admin.get(
      `/api/admin/content/suggestions?batch_id=${batch.id}&kind=tour&per_page=100`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const suggestions = listed.json<TPaginated<TContentSuggestion>>().data;
    expect(suggestions.every((suggestion) => suggestion.kind === 'tour')).toBe(true);
    const rewrite = suggestions.find(
      (suggestion) =>
        suggestion.entityId === tour.id &&
        suggestion.field === 'overview' &&
        suggestion.type === 'rewrite',
    );
    expect(rewrite?.suggestedText).toBe('Three days of geysers, mud pools and Maori culture.');
    // Nothing changes before a person accepts.
    expect((await entityOf(tour.id)).fields[0]?.texts[0]?.text).toContain('Book now!');

    const accepted = await admin.post(`/api/admin/content/suggestions/${rewrite?.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);

    const backOffice = (await admin.get(`/api/admin/tours/${tour.id}`)).json<TTour>();
    expect(backOffice.overview.en).toBe('Three days of geysers, mud pools and Maori culture.');
    const agentView = await world.nzAgent.get(`/api/app/tours/${tour.id}`);
    expect(agentView.statusCode, agentView.body).toBe(200);
    expect(agentView.json<TAgentTour>().overview).toMatchObject({
      en: 'Three days of geysers, mud pools and Maori culture.',
      de: 'Drei Tage Geysire.',
    });
    const versions = await versionsOf(tour.id, 'overview', 'en');
    expect(versions.map((version) => [version.version, version.source, version.text])).toEqual([
      [2, 'suggestion', 'Three days of geysers, mud pools and Maori culture.'],
      [1, 'manual', 'Three days of geysers, mud pools and Maori culture. Book now!'],
    ]);
  });

  it('refuses a suggestion for a day the tour no longer has', async () => {
    const tour = await createTour(admin, ids, { name: 'Shortened Rewrite Tour' });
    const body = tourBody(ids, { code: tour.code, name: tour.name });
    const day2 = await admin.put(`/api/admin/tours/${tour.id}`, {
      ...body,
      days: body.days.map((day, index) =>
        index === 1 ? { ...day, description: { en: 'Te Puia. Book now!' } } : day,
      ),
    });
    expect(day2.statusCode, day2.body).toBe(200);
    const created = await admin.post('/api/admin/content/batches', {
      kinds: ['tour'],
      languages: ['en'],
      maxScore: 100,
      limit: 500,
    });
    const batch = await waitForBatch(created.json<TContentBatch>().id);
    const suggestions = (
      await admin.get(`/api/admin/content/suggestions?batch_id=${batch.id}&per_page=100`)
    ).json<TPaginated<TContentSuggestion>>().data;
    const rewrite = suggestions.find(
      (suggestion) => suggestion.entityId === tour.id && suggestion.field === 'day-2',
    );
    expect(rewrite).toBeDefined();

    const shorter = await admin.put(`/api/admin/tours/${tour.id}`, {
      ...body,
      days: body.days.slice(0, 1),
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    const refused = await admin.post(`/api/admin/content/suggestions/${rewrite?.id}/accept`, {
      text: 'Te Puia and its geysers.',
    });
    expect(refused.statusCode, refused.body).toBe(409);
  });
});

describe('who may read and edit tour texts', () => {
  it('lets tour readers read them and only tour editors change them', async () => {
    const tour = await createTour(admin, ids, { name: 'Permission Tour' });
    const read = await consultant.get(`/api/admin/content/entities/tour/${tour.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const write = await consultant.put(`/api/admin/content/entities/tour/${tour.id}/texts`, {
      field: 'overview',
      language: 'fr',
      text: 'Trois jours de geysers.',
      baseVersion: 0,
    });
    expect(write.statusCode).toBe(403);

    const saved = await admin.put(`/api/admin/content/entities/tour/${tour.id}/texts`, {
      field: 'overview',
      language: 'fr',
      text: 'Trois jours de geysers, de mares de boue et de culture maorie.',
      baseVersion: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = (await admin.get(`/api/admin/tours/${tour.id}`)).json<TTour>();
    expect(view.overview.fr).toBe('Trois jours de geysers, de mares de boue et de culture maorie.');
    // A field the tour does not have is refused, not stored.
    const noDay = await admin.put(`/api/admin/content/entities/tour/${tour.id}/texts`, {
      field: 'day-9',
      language: 'en',
      text: 'A ninth day.',
      baseVersion: 0,
    });
    expect(noDay.statusCode).toBe(422);
  });
});
