import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TItineraryAlert } from '@portal/shared/contracts/itinerary-alerts';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TTravelApp, TTravellerLinks } from '@portal/shared/contracts/traveller';
import { auditLog } from '../src/db/schema/audit-log';
import { files } from '../src/db/schema/files';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildLocation } from './catalogue-factories';
import { buildAdmin, buildAgent } from './factories';
import { buildFile } from './files-factories';

let t: TTestApp;
let admin: TestClient;
let consultant: TestClient;
let accountant: TestClient;
let queenstown: { id: number; name: string };
let wanaka: { id: number; name: string };
let owner: { agencyId: number; agentId: number };

beforeAll(async () => {
  t = await buildTestApp();
  const [adminUser, consultantUser, accountantUser, agentUser] = await Promise.all([
    buildAdmin(t),
    buildAdmin(t, { roles: ['consultant'] }),
    buildAdmin(t, { roles: ['accountant'] }),
    buildAgent(t),
  ]);
  owner = { agencyId: agentUser.agencyId ?? 0, agentId: agentUser.id };
  [admin, consultant, accountant] = await Promise.all([
    t.signIn(adminUser.username, 'admin'),
    t.signIn(consultantUser.username, 'admin'),
    t.signIn(accountantUser.username, 'admin'),
  ]);
  queenstown = await buildLocation(t, { name: 'Queenstown' });
  wanaka = await buildLocation(t, { name: 'Wanaka' });
});
afterAll(() => t.close());

function alertBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Crown Range road closed',
    message: 'Snow: use the Kawarau Gorge road.',
    severity: 'warning',
    locationId: queenstown.id,
    startsOn: '2030-06-10',
    endsOn: '2030-06-12',
    isActive: true,
    ...overrides,
  };
}

async function createAlert(overrides: Record<string, unknown> = {}): Promise<TItineraryAlert> {
  const response = await admin.post('/api/admin/itinerary-alerts', alertBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TItineraryAlert>();
}

describe('itinerary alerts admin', () => {
  it('adds, edits and deletes an alert, auditing each change', async () => {
    const alert = await createAlert();
    expect(alert).toMatchObject({
      locationName: 'Queenstown',
      severity: 'warning',
      isActive: true,
    });
    expect(alert.updatedByName).toContain('Test admin');

    const edited = await consultant.put(
      `/api/admin/itinerary-alerts/${alert.id}`,
      alertBody({ severity: 'critical', locationId: null, endsOn: '2030-06-14' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TItineraryAlert>()).toMatchObject({
      severity: 'critical',
      locationId: null,
      locationName: null,
      endsOn: '2030-06-14',
    });

    expect((await admin.delete(`/api/admin/itinerary-alerts/${alert.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/itinerary-alerts/${alert.id}`)).statusCode).toBe(404);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(alert.id)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'itinerary-alert.created',
        'itinerary-alert.updated',
        'itinerary-alert.deleted',
      ]),
    );
  });

  it('refuses bad input with 422 on the field', async () => {
    const backwards = await admin.post(
      '/api/admin/itinerary-alerts',
      alertBody({ startsOn: '2030-06-12', endsOn: '2030-06-10' }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('endsOn');
    const unknownPlace = await admin.post(
      '/api/admin/itinerary-alerts',
      alertBody({ locationId: 999_999 }),
    );
    expect(unknownPlace.statusCode).toBe(422);
    expect(unknownPlace.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(
      'locationId',
    );
    const badSeverity = await admin.post(
      '/api/admin/itinerary-alerts',
      alertBody({ severity: 'panic', title: '' }),
    );
    expect(badSeverity.statusCode).toBe(422);
    const badDate = await admin.get('/api/admin/itinerary-alerts?date=tomorrow');
    expect(badDate.statusCode).toBe(422);
  });

  it('filters by active, location and date, paginates, and exports the same filters as CSV', async () => {
    await createAlert({
      title: 'Flooding SH6',
      locationId: wanaka.id,
      startsOn: '2031-01-05',
      endsOn: '2031-01-07',
    });
    await createAlert({
      title: 'Old slip',
      locationId: wanaka.id,
      startsOn: '2031-01-01',
      endsOn: '2031-01-20',
      isActive: false,
    });
    await createAlert({
      title: 'Heat advisory',
      locationId: null,
      startsOn: '2031-01-06',
      endsOn: '2031-01-06',
      severity: 'info',
    });

    const inForce = await admin.get(
      `/api/admin/itinerary-alerts?active=true&locationId=${wanaka.id}&date=2031-01-06`,
    );
    expect(inForce.statusCode, inForce.body).toBe(200);
    expect(inForce.json<TPaginated<TItineraryAlert>>().data.map((row) => row.title)).toEqual([
      'Flooding SH6',
    ]);

    const onDay = await admin.get('/api/admin/itinerary-alerts?date=2031-01-06&per_page=1');
    const page = onDay.json<TPaginated<TItineraryAlert>>();
    expect(page.meta.total).toBe(3);
    expect(page.data).toHaveLength(1);
    expect(page.links.next).toContain('date=2031-01-06');

    const inactive = await admin.get('/api/admin/itinerary-alerts?active=false');
    expect(inactive.json<TPaginated<TItineraryAlert>>().data.map((row) => row.title)).toEqual([
      'Old slip',
    ]);

    const csv = await admin.get(
      '/api/admin/itinerary-alerts/export.csv?date=2031-01-06&active=true',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Title,Severity,Location,From,To,Active,Message,Updated');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('"Heat advisory",info,"Everywhere",2031-01-06,2031-01-06,yes');
    expect(csv.body).not.toContain('Old slip');
  });

  it('needs itinerary-alerts.manage (403 for the accountant, 401 signed out)', async () => {
    expect((await accountant.get('/api/admin/itinerary-alerts')).statusCode).toBe(403);
    expect((await accountant.post('/api/admin/itinerary-alerts', alertBody())).statusCode).toBe(
      403,
    );
    expect((await accountant.get('/api/admin/itinerary-alerts/export.csv')).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/itinerary-alerts')).statusCode).toBe(401);
  });
});

describe('alerts on the travel app', () => {
  it('shows active alerts overlapping the trip for its locations or everywhere', async () => {
    const file = await buildFile(t, owner, { status: 'Confirmed', travelDate: '2032-03-01' });
    await t.db
      .update(files)
      .set({
        endDate: '2032-03-03',
        dayHeaders: [
          {
            dayNumber: 1,
            date: '2032-03-01',
            title: 'Arrive',
            description: '',
            overnightLocationId: queenstown.id,
            drivingNotes: [],
          },
        ],
      })
      .where(eq(files.id, file.id));
    await createAlert({ title: 'Here and now', startsOn: '2032-02-25', endsOn: '2032-03-01' });
    await createAlert({
      title: 'Nationwide',
      locationId: null,
      startsOn: '2032-03-03',
      endsOn: '2032-03-09',
      severity: 'critical',
    });
    await createAlert({
      title: 'Elsewhere',
      locationId: wanaka.id,
      startsOn: '2032-03-01',
      endsOn: '2032-03-02',
    });
    await createAlert({ title: 'Too late', startsOn: '2032-03-04', endsOn: '2032-03-05' });
    await createAlert({
      title: 'Switched off',
      startsOn: '2032-03-01',
      endsOn: '2032-03-02',
      isActive: false,
    });

    const links = await admin.post(`/api/admin/files/${file.reference}/traveller-links`);
    expect(links.statusCode, links.body).toBe(200);
    const token = links.json<TTravellerLinks>().travelAppUrl.split('/').pop() ?? '';
    const app = await t.client({ remoteAddress: '10.9.0.1' }).get(`/api/travel-app/${token}`);
    expect(app.statusCode, app.body).toBe(200);
    const alerts = app.json<TTravelApp>().alerts ?? [];
    expect(alerts.map((alert) => alert.title)).toEqual(['Here and now', 'Nationwide']);
    expect(alerts[0]).toMatchObject({ locationName: 'Queenstown', severity: 'warning' });
    expect(alerts[1]).toMatchObject({ locationName: null, severity: 'critical' });
  });
});
