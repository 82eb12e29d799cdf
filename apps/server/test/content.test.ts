import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TContentAssessment,
  TContentEntity,
  TContentOptionsView,
  TContentVersion,
} from '@portal/shared/contracts/content';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TProductListItem } from '@portal/shared/contracts/catalogue-api';
import { DEFAULT_CONTENT_OPTIONS } from '@portal/shared/domain/content-assessment';
import { auditLog } from '../src/db/schema/audit-log';
import { contentTexts, contentVersions } from '../src/db/schema/content';
import { contentLanguageFromHeader } from '../src/modules/content/content-language';
import { writeContentText } from '../src/modules/content/content-store.repository';
import { insertPackage, replacePackageDays } from '../src/modules/packages/packages.repository';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildLocation, buildProduct } from './catalogue-factories';
import { buildAdmin, buildAgent } from './factories';

let t: TTestApp;
let admin: TestClient;
let consultant: TestClient;
let accountant: TestClient;
let agent: TestClient;

const GOOD_EN =
  'Board the catamaran at 09:30 for a 4-hour cruise of the Bay of Islands. Your skipper looks for dolphins on the way to the Hole in the Rock. Lunch and snorkelling gear are included.';
const GOOD = {
  en: GOOD_EN,
  de: 'Um 09:30 Uhr legt der Katamaran zu einer Fahrt durch die Bay of Islands ab. Die Fahrt dauert 4 Stunden. Mittagessen und Schnorchelausrüstung sind inbegriffen, und der Skipper sucht unterwegs nach Delfinen.',
  es: 'El catamarán zarpa a las 09:30 para recorrer la Bahía de las Islas. La excursión dura 4 horas. El almuerzo y el equipo de esnórquel están incluidos, y el patrón busca delfines por el camino.',
  it: 'Il catamarano parte alle 09:30 per una crociera nella Baia delle Isole. La crociera dura 4 ore. Pranzo e attrezzatura da snorkeling sono inclusi, e lo skipper cerca i delfini lungo il percorso.',
  fr: 'Le catamaran part à 09h30 pour une croisière dans la baie des Îles. La croisière dure 4 heures. Le déjeuner et le matériel de plongée sont inclus, et le skipper cherche les dauphins en chemin.',
};

async function setTexts(
  kind: 'product' | 'package',
  entityId: number,
  texts: Partial<Record<'en' | 'de' | 'es' | 'it' | 'fr', string>>,
) {
  for (const [language, text] of Object.entries(texts)) {
    await writeContentText(t.db, {
      kind,
      entityId,
      field: 'description',
      language: language as 'en',
      text,
      source: 'import',
      author: null,
      at: new Date(),
    });
  }
}

/** A sightseeing product (times and inclusions expected) named for the test. */
async function buildTour(name: string) {
  return buildProduct(t, {
    name,
    serviceTypeCode: 'IT',
    accommodationClass: null,
    roomTypes: [],
    pricingBasis: 'per_person',
    startTime: '0930',
    endTime: '1330',
  });
}

async function listAssessments(query: string): Promise<TPaginated<TContentAssessment>> {
  const response = await admin.get(`/api/admin/content/assessments?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TContentAssessment>>();
}

beforeAll(async () => {
  t = await buildTestApp();
  const [adminUser, consultantUser, accountantUser, agentUser] = await Promise.all([
    buildAdmin(t),
    buildAdmin(t, { roles: ['consultant'] }),
    buildAdmin(t, { roles: ['accountant'] }),
    buildAgent(t),
  ]);
  [admin, consultant, accountant, agent] = await Promise.all([
    t.signIn(adminUser.username, 'admin'),
    t.signIn(consultantUser.username, 'admin'),
    t.signIn(accountantUser.username, 'admin'),
    t.signIn(agentUser.username, 'agent'),
  ]);
});
afterAll(() => t.close());

describe('content assessment', () => {
  it('ranks a poor description first, a complete one last, and filters by kind, language and finding', async () => {
    const poor = await buildTour('Rank Poor Whale Tour');
    const medium = await buildTour('Rank Medium Walk');
    const good = await buildTour('Rank Good Cruise');
    await setTexts('product', poor.id, {
      en: 'CHEAP tour!!! Best price guaranteed, book now and click here.',
    });
    await setTexts('product', medium.id, {
      en: 'A guided walk through the old town with a local historian, visiting the harbour, the market and the cathedral along the way.',
    });
    await setTexts('product', good.id, GOOD);

    const ranked = await listAssessments('q=Rank');
    expect(ranked.data.map((row) => row.name)).toEqual([
      'Rank Poor Whale Tour',
      'Rank Medium Walk',
      'Rank Good Cruise',
    ]);
    const [worst, , best] = ranked.data;
    expect(worst?.score).toBe(0);
    expect(worst?.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['too-short', 'banned-phrase', 'missing-time', 'untranslated']),
    );
    expect(best).toMatchObject({
      score: 100,
      findings: [],
      translatedLanguages: ['de', 'es', 'it', 'fr'],
    });

    const banned = await listAssessments('q=Rank&finding=banned-phrase');
    expect(banned.data.map((row) => row.entityId)).toEqual([poor.id]);
    const german = await listAssessments('q=Rank&language=de');
    expect(german.data.map((row) => row.entityId)).toEqual([poor.id, medium.id]);
    const packagesOnly = await listAssessments('q=Rank&kind=package');
    expect(packagesOnly.meta.total).toBe(0);
    const paged = await listAssessments('q=Rank&per_page=1&page=2');
    expect(paged.data.map((row) => row.entityId)).toEqual([medium.id]);
    expect(paged.meta).toMatchObject({ total: 3, last_page: 3 });
    expect(paged.links.next).toContain('q=Rank');
  });

  it('reassesses when a text, an entity or the options change', async () => {
    const tour = await buildTour('Fresh Tour');
    expect(
      (await listAssessments('q=Fresh%20Tour')).data[0]?.findings.map((f) => f.code),
    ).toContain('missing');
    await setTexts('product', tour.id, GOOD);
    expect((await listAssessments('q=Fresh%20Tour')).data[0]?.score).toBe(100);
    const saved = await admin.put('/api/admin/content/options', {
      ...DEFAULT_CONTENT_OPTIONS,
      minLength: 400,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stricter = (await listAssessments('q=Fresh%20Tour')).data[0];
    expect(stricter?.findings.filter((f) => f.code === 'too-short')).toHaveLength(5);
    await admin.put('/api/admin/content/options', DEFAULT_CONTENT_OPTIONS);
  });

  it('exports the filtered ranking as CSV with formula-safe cells', async () => {
    const tour = await buildTour('=Csv Formula Tour');
    await setTexts('product', tour.id, { en: 'Book now.' });
    const response = await admin.get('/api/admin/content/assessments/export.csv?q=Csv%20Formula');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Kind,Code,Name,Field,Score,Findings,Translated,Assessed');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=Csv Formula Tour"`);
    expect(lines[1]).toContain('en:banned-phrase ""book now""');
  });
});

describe('content options', () => {
  it('starts from the defaults, saves valid options with an audit entry, and refuses invalid ones', async () => {
    const initial = await admin.get('/api/admin/content/options');
    expect(initial.statusCode).toBe(200);
    expect(initial.json<TContentOptionsView>().options).toEqual(DEFAULT_CONTENT_OPTIONS);

    const changed = {
      ...DEFAULT_CONTENT_OPTIONS,
      maxSentenceWords: 30,
      bannedPhrases: [
        ...DEFAULT_CONTENT_OPTIONS.bannedPhrases,
        { phrase: 'unforgettable', replacement: '', language: 'en', reason: 'Cliché' },
      ],
    };
    const saved = await admin.put('/api/admin/content/options', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TContentOptionsView>()).toMatchObject({
      options: { maxSentenceWords: 30 },
      updatedBy: expect.any(String),
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.options-updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.detail).toMatchObject({ changed: ['maxSentenceWords', 'bannedPhrases'] });

    const invalid = await admin.put('/api/admin/content/options', {
      ...DEFAULT_CONTENT_OPTIONS,
      minLength: 900,
      maxLength: 100,
      requiredLanguages: ['de', 'de'],
      weights: { ...DEFAULT_CONTENT_OPTIONS.weights, untranslated: -1 },
    });
    expect(invalid.statusCode).toBe(422);
    const errors = invalid.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['requiredLanguages', 'weights.untranslated']),
    );
    const missingField = await admin.put('/api/admin/content/options', { minLength: 10 });
    expect(missingField.statusCode).toBe(422);
    await admin.put('/api/admin/content/options', DEFAULT_CONTENT_OPTIONS);
  });
});

describe('texts of an entity', () => {
  it('saves a language as a new version, keeps the old one, and restores it as another', async () => {
    const tour = await buildTour('Versioned Tour');
    const url = `/api/admin/content/entities/product/${tour.id}`;
    const first = await admin.put(`${url}/texts`, {
      language: 'fr',
      text: 'Première version.',
      baseVersion: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await admin.put(`${url}/texts`, {
      language: 'fr',
      text: 'Deuxième version.',
      baseVersion: 1,
    });
    const entity = second.json<TContentEntity>();
    const french = entity.fields[0]?.texts.find((text) => text.language === 'fr');
    expect(french).toMatchObject({ text: 'Deuxième version.', version: 2 });
    expect(entity.assessment?.findings.some((f) => f.language === 'fr')).toBe(true);

    // Someone else's save meanwhile: the editor started from version 1.
    const stale = await admin.put(`${url}/texts`, {
      language: 'fr',
      text: 'Troisième.',
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);

    const versions = await admin.get(`${url}/versions?language=fr`);
    const list = versions.json<TPaginated<TContentVersion>>().data;
    expect(list.map((version) => [version.version, version.text, version.source])).toEqual([
      [2, 'Deuxième version.', 'manual'],
      [1, 'Première version.', 'manual'],
    ]);
    const restored = await admin.post(`${url}/versions/${list[1]?.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(
      restored.json<TContentEntity>().fields[0]?.texts.find((text) => text.language === 'fr'),
    ).toMatchObject({ text: 'Première version.', version: 3 });
    const rows = await t.db
      .select({ version: contentVersions.version, source: contentVersions.source })
      .from(contentVersions)
      .innerJoin(contentTexts, eq(contentTexts.id, contentVersions.textId))
      .where(and(eq(contentTexts.entityId, tour.id), eq(contentTexts.language, 'fr')));
    expect(rows.map((row) => row.source).sort()).toEqual(['manual', 'manual', 'restore']);
  });

  it('keeps the product form working: its description is the English text, versioned', async () => {
    const tour = await buildTour('Form Tour');
    const patch = await admin.patch(`/api/admin/products/${tour.id}`, {
      description: 'First English text.',
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json<TProductListItem>().description).toBe('First English text.');
    await admin.patch(`/api/admin/products/${tour.id}`, { name: 'Form Tour renamed' });
    await admin.patch(`/api/admin/products/${tour.id}`, { description: 'Second English text.' });
    const versions = await admin.get(
      `/api/admin/content/entities/product/${tour.id}/versions?language=en`,
    );
    expect(versions.json<TPaginated<TContentVersion>>().data.map((v) => v.text)).toEqual([
      'Second English text.',
      'First English text.',
    ]);
  });

  it('gives each product its own description on the catalogue lists', async () => {
    const [silent, described, other] = [
      await buildTour('Own Text Silent'),
      await buildTour('Own Text Described'),
      await buildTour('Own Text Other'),
    ];
    // Texts written in another order than the products, so text ids and product ids differ.
    await setTexts('product', other.id, { en: 'The other text.' });
    await setTexts('product', described.id, { en: 'The described text.' });
    const list = await admin.get('/api/admin/products?q=Own%20Text&per_page=10');
    const byId = new Map(
      list.json<TPaginated<TProductListItem>>().data.map((row) => [row.id, row.description]),
    );
    expect(byId.get(silent.id)).toBe('');
    expect(byId.get(described.id)).toBe('The described text.');
    expect(byId.get(other.id)).toBe('The other text.');
  });

  it('answers 404 for an unknown entity and 422 for a bad language', async () => {
    expect((await admin.get('/api/admin/content/entities/product/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/content/entities/hotel/1')).statusCode).toBe(422);
    const tour = await buildTour('Bad Language Tour');
    const bad = await admin.put(`/api/admin/content/entities/product/${tour.id}/texts`, {
      language: 'pt',
      text: 'Olá',
      baseVersion: 0,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('descriptions for agents', () => {
  it('reads the agent’s language and falls back to English', async () => {
    const location = await buildLocation(t);
    const id = await insertPackage(
      t.db,
      {
        code: 'LANG-PKG-2N',
        brandId: 1,
        name: 'Language Package',
        startLocationId: location.id,
        durationNights: 2,
        transportType: 'rental_car',
        productTariff: 'FIT',
        status: 'published',
      },
      new Date(),
    );
    await replacePackageDays(
      t.db,
      id,
      [1, 2, 3].map((dayNumber) => ({
        dayNumber,
        title: `Day ${dayNumber}`,
        description: '',
        overnightLocationId: null,
        accommodation: [],
        services: [],
        drivingNotes: [],
      })),
    );
    await setTexts('package', id, { en: 'Two nights by the lake.', de: 'Zwei Nächte am See.' });
    const read = async (language: string) => {
      const response = await agent.get(`/api/app/packages/${id}`, {
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ description: string }>().description;
    };
    expect(await read('de-DE,de;q=0.9,en;q=0.8')).toBe('Zwei Nächte am See.');
    expect(await read('fr')).toBe('Two nights by the lake.');
    expect(await read('')).toBe('Two nights by the lake.');
    const list = await agent.get('/api/app/packages?q=Language%20Package', {
      headers: { 'accept-language': 'de' },
    });
    expect(list.json<TPaginated<{ description: string }>>().data[0]?.description).toBe(
      'Zwei Nächte am See.',
    );
  });

  it('parses Accept-Language by weight', () => {
    expect(contentLanguageFromHeader('pt-BR, it;q=0.5, fr;q=0.8')).toBe('fr');
    expect(contentLanguageFromHeader('es-419')).toBe('es');
    expect(contentLanguageFromHeader('de;q=0, en;q=0.1')).toBe('en');
    expect(contentLanguageFromHeader(undefined)).toBe('en');
  });
});

describe('content permissions', () => {
  it('keeps assessment, options and processing to content.manage', async () => {
    for (const client of [consultant, accountant]) {
      expect((await client.get('/api/admin/content/assessments')).statusCode).toBe(403);
      expect((await client.get('/api/admin/content/options')).statusCode).toBe(403);
      expect(
        (await client.put('/api/admin/content/options', DEFAULT_CONTENT_OPTIONS)).statusCode,
      ).toBe(403);
      expect((await client.post('/api/admin/content/batches', {})).statusCode).toBe(403);
      expect((await client.get('/api/admin/content/suggestions')).statusCode).toBe(403);
    }
    expect((await agent.get('/api/admin/content/assessments')).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/content/assessments')).statusCode).toBe(401);
  });

  it('lets catalogue readers read an entity’s texts, and only its editors change them', async () => {
    const tour = await buildTour('Permission Tour');
    const url = `/api/admin/content/entities/product/${tour.id}`;
    expect((await consultant.get(url)).statusCode).toBe(200);
    expect((await accountant.get(url)).statusCode).toBe(403);
    // The consultant sees the catalogue but may not edit it (no catalogue.manage).
    const edit = await consultant.put(`${url}/texts`, {
      language: 'en',
      text: 'Nope.',
      baseVersion: 0,
    });
    expect(edit.statusCode).toBe(403);
  });
});
