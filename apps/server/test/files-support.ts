import { expect } from 'vitest';
import type { TCreateFileRequestInput, TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { DEMO_PASSWORD } from '../src/db/seed';
import type { TInventoryConfirmation } from '@portal/shared/contracts/settings-sections';
import { setInventoryConfirmation } from './booking-settings';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';
import { SEEDED_TODAY } from './test-seeds';

/** The operator's "today" for the files tests: the demo catalogue has 18 months of rates from it. */
export const TODAY = SEEDED_TODAY;

export interface TFilesTestWorld {
  t: TTestApp;
  nzAgent: TestClient;
  nzAgencyAdmin: TestClient;
  auAgent: TestClient;
  admin: TestClient;
  packageId(code: string): number;
  /** Saves a quote of a demo package as `client` (NZ-NIE-7, superior, one double room by default). */
  createQuote(client: TestClient, overrides?: Partial<TCreateFileRequestInput>): Promise<TFileView>;
}

/** One app on a database with the demo accounts and catalogue, signed-in browsers for each role. */
export async function buildFilesWorld(
  options: {
    config?: Record<string, string>;
    /** How allotment and free-sell services are confirmed (booking settings; default instant). */
    inventoryConfirmation?: TInventoryConfirmation;
  } = {},
): Promise<TFilesTestWorld> {
  // Midnight UTC is midday in Auckland, so the operator's date is TODAY.
  // Without the demo bookings: these suites count the demo agency's files and ledger.
  const t = await buildTestApp({
    clock: createTestClock(new Date(`${TODAY}T00:00:00Z`)),
    seed: 'demo-without-bookings',
    ...(options.config ? { config: options.config } : {}),
  });
  if (options.inventoryConfirmation) {
    await setInventoryConfirmation(t.db, options.inventoryConfirmation);
  }
  const [nzAgent, nzAgencyAdmin, auAgent, admin] = await Promise.all([
    t.signIn('nz.agent', 'agent', DEMO_PASSWORD),
    t.signIn('nz.agencyadmin', 'agent', DEMO_PASSWORD),
    t.signIn('au.agent', 'agent', DEMO_PASSWORD),
    t.signIn('admin', 'admin', DEMO_PASSWORD),
  ]);
  const list = await admin.get('/api/admin/packages?per_page=100');
  const packageIds = new Map(
    list.json<TPaginated<{ id: number; code: string }>>().data.map((pkg) => [pkg.code, pkg.id]),
  );
  const packageId = (code: string) => {
    const id = packageIds.get(code);
    if (id === undefined) throw new Error(`No demo package ${code}`);
    return id;
  };
  return {
    t,
    nzAgent,
    nzAgencyAdmin,
    auAgent,
    admin,
    packageId,
    async createQuote(client, overrides = {}) {
      const response = await client.post('/api/app/files', {
        packageId: packageId('NZ-NIE-7'),
        travelDate: '2030-03-04',
        accommodationClass: 'superior',
        rooms: [{ roomType: 'DB', adults: 2 }],
        bookingName: 'Smith family',
        yourReference: 'INV-2231',
        ...overrides,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<TFileView>();
    },
  };
}

export function linesOf(file: Pick<TFileView, 'days'>) {
  return file.days.flatMap((day) => day.lines);
}
