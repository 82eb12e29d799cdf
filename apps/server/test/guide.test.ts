import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUIDE_HIGHLIGHT_END,
  GUIDE_HIGHLIGHT_START,
  type TGuideArticle,
  type TGuideArticleListItem,
  type TGuideArticleVersion,
  type TGuideCategories,
} from '@portal/shared/contracts/guide';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { auditLog } from '../src/db/schema/audit-log';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgent } from './factories';

let t: TTestApp;
let admin: TestClient;
let consultant: TestClient;
let agent: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  const [adminUser, consultantUser, agentUser] = await Promise.all([
    buildAdmin(t, { name: 'Grace Editor' }),
    buildAdmin(t, { roles: ['consultant'] }),
    buildAgent(t),
  ]);
  [admin, consultant, agent] = await Promise.all([
    t.signIn(adminUser.username, 'admin'),
    t.signIn(consultantUser.username, 'admin'),
    t.signIn(agentUser.username, 'agent'),
  ]);
});
afterAll(() => t.close());

async function create(body: Record<string, unknown>): Promise<TGuideArticle> {
  const response = await admin.post('/api/admin/guide', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TGuideArticle>();
}

async function search(
  client: TestClient,
  query: string,
): Promise<TPaginated<TGuideArticleListItem>> {
  const response = await client.get(`/api/admin/guide?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TGuideArticleListItem>>();
}

describe('the user guide', () => {
  let invoicing: TGuideArticle;
  let draft: TGuideArticle;

  beforeAll(async () => {
    invoicing = await create({
      title: 'Invoices & credit notes',
      category: 'Finance',
      sort: 1,
      body: 'A **credit note** reverses part of an invoice when a booking is cancelled.',
    });
    await create({
      title: 'Create a custom booking',
      category: 'Client files',
      body: 'Open a new client file, add services, then request the booking from suppliers.',
    });
    await create({
      title: 'Supplier requests',
      slug: 'supplier-requests',
      category: 'Suppliers',
      body: 'Suppliers confirm each service from the link in their email.',
    });
    draft = await create({
      title: 'Year-end stocktake',
      category: 'Finance',
      sort: 2,
      isPublished: false,
      body: 'Not ready yet: how to close the financial year.',
    });
  });

  it('creates an article with a slug from its title, its first version and an audit entry', async () => {
    expect(invoicing).toMatchObject({
      slug: 'invoices-credit-notes',
      category: 'Finance',
      isPublished: true,
      updatedBy: 'Grace Editor',
      versionCount: 1,
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'guide-article'), eq(auditLog.entityId, String(invoicing.id))),
      );
    expect(entries.map((entry) => entry.action)).toEqual(['guide.article-created']);
  });

  it('finds articles by meaning of the words, ranks title matches first and marks the passage', async () => {
    const found = await search(admin, 'q=cancelling');
    expect(found.data.map((row) => row.title)).toEqual(['Invoices & credit notes']);
    const [row] = found.data;
    expect(row?.excerpt).toContain(`${GUIDE_HIGHLIGHT_START}cancelled${GUIDE_HIGHLIGHT_END}`);

    const phrase = await search(admin, `q=${encodeURIComponent('"client file" -invoice')}`);
    expect(phrase.data.map((item) => item.title)).toEqual(['Create a custom booking']);

    // A part of a title finds it while the reader is still typing.
    expect((await search(admin, 'q=suppl')).data.map((item) => item.title)).toEqual([
      'Supplier requests',
    ]);
    expect((await search(admin, 'q=zebra')).data).toEqual([]);
  });

  it('lists by category and order, paginates, and shows drafts to editors only', async () => {
    const all = await search(admin, 'per_page=2');
    expect(all.meta).toMatchObject({ total: 4, last_page: 2, per_page: 2 });
    expect(all.data.map((row) => row.title)).toEqual([
      'Create a custom booking',
      'Invoices & credit notes',
    ]);
    const finance = await search(admin, 'category=Finance');
    expect(finance.data.map((row) => [row.title, row.isPublished])).toEqual([
      ['Invoices & credit notes', true],
      ['Year-end stocktake', false],
    ]);

    const read = await search(consultant, 'category=Finance');
    expect(read.data.map((row) => row.title)).toEqual(['Invoices & credit notes']);
    expect((await consultant.get(`/api/admin/guide/${draft.id}`)).statusCode).toBe(404);
    const categories = await consultant.get('/api/admin/guide/categories');
    expect(categories.json<TGuideCategories>().categories).toEqual([
      'Client files',
      'Finance',
      'Suppliers',
    ]);
  });

  it('lets any back-office user read, but only guide.manage write', async () => {
    const read = await consultant.get(`/api/admin/guide/${invoicing.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<TGuideArticle>().body).toContain('**credit note**');

    const body = { title: 'Mine', category: 'Notes', body: 'Text' };
    expect((await consultant.post('/api/admin/guide', body)).statusCode).toBe(403);
    expect((await consultant.put(`/api/admin/guide/${invoicing.id}`, body)).statusCode).toBe(403);
    expect((await consultant.delete(`/api/admin/guide/${invoicing.id}`)).statusCode).toBe(403);
    expect([401, 403]).toContain((await agent.get('/api/admin/guide')).statusCode);
    expect((await t.client().get('/api/admin/guide')).statusCode).toBe(401);
  });

  it('refuses invalid articles with 422 and a slug already taken', async () => {
    const invalid = await admin.post('/api/admin/guide', {
      title: '',
      category: 'x'.repeat(61),
      body: '   ',
      slug: 'Not A Slug',
      sort: -1,
      script: '<b>',
    });
    expect(invalid.statusCode).toBe(422);
    const taken = await admin.post('/api/admin/guide', {
      title: 'Other',
      slug: 'supplier-requests',
      category: 'Suppliers',
      body: 'Text',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: object }>().errors).toHaveProperty('slug');
  });

  it('keeps a version of every save with who and when, and audits the change', async () => {
    t.clock.advance(60_000);
    const response = await admin.put(`/api/admin/guide/${invoicing.id}`, {
      title: 'Invoices and credit notes',
      slug: invoicing.slug,
      category: 'Finance',
      sort: 1,
      body: `${invoicing.body}\n\nRefunds are recorded on the file's invoices page.`,
      isPublished: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<TGuideArticle>();
    expect(updated).toMatchObject({ title: 'Invoices and credit notes', versionCount: 2 });
    expect(updated.updatedAt).toBe(t.clock.now().toISOString());

    const versions = await admin.get(`/api/admin/guide/${invoicing.id}/versions`);
    const list = versions.json<TPaginated<TGuideArticleVersion>>();
    expect(list.data.map((version) => [version.version, version.title, version.editedBy])).toEqual([
      [2, 'Invoices and credit notes', 'Grace Editor'],
      [1, 'Invoices & credit notes', 'Grace Editor'],
    ]);
    expect((await search(admin, 'q=refunds')).data.map((row) => row.id)).toEqual([invoicing.id]);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'guide.article-updated'),
          eq(auditLog.entityId, String(invoicing.id)),
        ),
      );
    expect(entry?.detail).toMatchObject({
      changes: [
        { field: 'title', before: 'Invoices & credit notes', after: 'Invoices and credit notes' },
        { field: 'body', changed: true },
      ],
    });
  });

  it('deletes an article with its versions, audited', async () => {
    const doomed = await create({ title: 'Old process', category: 'Notes', body: 'Obsolete.' });
    expect((await admin.delete(`/api/admin/guide/${doomed.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/guide/${doomed.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/guide/${doomed.id}`)).statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'guide.article-deleted'), eq(auditLog.entityId, String(doomed.id))),
      );
    expect(entry?.detail).toMatchObject({ title: 'Old process' });
  });

  it('exports the list as CSV with formula-safe cells', async () => {
    await create({ title: '=HYPERLINK("x")', slug: 'formula', category: 'Notes', body: 'Text' });
    const response = await admin.get('/api/admin/guide/export.csv?category=Notes');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = response.body.trim().split('\r\n');
    expect(header).toBe('Title,Slug,Category,Order,Published,Updated,Updated by,Body');
    expect(row?.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });
});
