import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { buildTestApp, testConfig, type TestClient, type TTestApp } from './build-test-app';
import { snapshotTables } from './data-snapshot';
import { buildAdmin, buildSupplier } from './factories';

/**
 * Upload limits, configured low (ATTACHMENT_MAX_BYTES, RATES_IMPORT_MAX_BYTES) so the cases stay
 * small: a file over the limit is refused with 413 and the house error shape, a body far over it
 * by the body limit before it is parsed, a wrong content type with 415; nothing is stored.
 */
const ATTACHMENT_MAX_BYTES = 20_000;
const RATES_IMPORT_MAX_BYTES = 10_000;

let t: TTestApp;
let admin: TestClient;
let supplierId: number;

beforeAll(async () => {
  t = await buildTestApp({
    config: {
      ATTACHMENT_MAX_BYTES: String(ATTACHMENT_MAX_BYTES),
      RATES_IMPORT_MAX_BYTES: String(RATES_IMPORT_MAX_BYTES),
    },
  });
  admin = await t.signIn((await buildAdmin(t)).username, 'admin');
  supplierId = (await buildSupplier(t)).id;
});
afterAll(() => t.close());

function attachment(bytes: number) {
  return {
    supplierId,
    kind: 'contract',
    fileName: 'contract.pdf',
    contentType: 'application/pdf',
    base64: Buffer.alloc(bytes, 7).toString('base64'),
  };
}

/** A rates CSV of about `bytes` bytes; its content does not matter before the size check. */
function ratesCsv(bytes: number) {
  return { csv: `product_code,valid_from\n${'X'.repeat(bytes)}\n` };
}

function expectHouseError(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({
    message: expect.any(String),
    requestId: expect.any(String),
  });
}

describe('attachments', () => {
  it('stores a file within the limit', async () => {
    const response = await admin.post(
      '/api/admin/supplier-attachments',
      attachment(ATTACHMENT_MAX_BYTES),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a file over the limit with 413, a message naming the limit, and stores nothing', async () => {
    const before = await snapshotTables(t);
    const over = await admin.post(
      '/api/admin/supplier-attachments',
      attachment(ATTACHMENT_MAX_BYTES + 1),
    );
    expectHouseError(over, 413);
    expect(over.json()).toMatchObject({ message: 'The file must be 19 KB or smaller' });

    const farOver = await admin.post('/api/admin/supplier-attachments', attachment(200_000));
    expectHouseError(farOver, 413);
    expect(farOver.json()).toMatchObject({ message: 'Request body is too large' });
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('refuses a wrong content type with 415 (plain text: 422, not an object), storing nothing', async () => {
    const before = await snapshotTables(t);
    // Fastify reads text/plain as a string, which the schema then refuses.
    const cases = [
      ['text/plain', 422],
      ['multipart/form-data; boundary=x', 415],
      ['application/pdf', 415],
    ] as const;
    for (const [contentType, status] of cases) {
      const response = await admin.post(
        '/api/admin/supplier-attachments',
        JSON.stringify(attachment(100)),
        { headers: { 'content-type': contentType } },
      );
      expectHouseError(response, status);
    }
    expect(await snapshotTables(t)).toEqual(before);
  });
});

describe('rates import', () => {
  it('refuses a CSV over the limit with 413 and imports nothing', async () => {
    const before = await snapshotTables(t);
    const over = await admin.post('/api/admin/rates/import', ratesCsv(RATES_IMPORT_MAX_BYTES));
    expectHouseError(over, 413);
    expect(over.json()).toMatchObject({ message: 'The file must be 9 KB or smaller' });

    const farOver = await admin.post('/api/admin/rates/import', ratesCsv(100_000));
    expectHouseError(farOver, 413);
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('refuses CSV sent as text/csv (the import takes JSON) with 415', async () => {
    const response = await admin.post('/api/admin/rates/import', 'product_code\nX\n', {
      headers: { 'content-type': 'text/csv' },
    });
    expectHouseError(response, 415);
  });

  it('answers a CSV within the limit with the import result, not a size error', async () => {
    const response = await admin.post('/api/admin/rates/import', ratesCsv(1_000));
    expect(response.statusCode).not.toBe(413);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('configuration', () => {
  it('defaults to the contract limits and refuses limits above them', () => {
    expect(testConfig().uploads).toEqual({
      attachmentMaxBytes: 5 * 1024 * 1024,
      ratesImportMaxBytes: 4_000_000,
    });
    expect(() => loadConfig({ ATTACHMENT_MAX_BYTES: String(6 * 1024 * 1024) })).toThrow(
      /ATTACHMENT_MAX_BYTES/,
    );
    expect(() => loadConfig({ RATES_IMPORT_MAX_BYTES: '10' })).toThrow(/RATES_IMPORT_MAX_BYTES/);
  });
});
