import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import { ZPublicSettings } from '@portal/shared/contracts/settings';
import {
  defaultSettings,
  type TSettingsSection,
  type TSettingsSectionResponse,
  type TSettingsValue,
} from '@portal/shared/contracts/settings-sections';
import { auditLog } from '../src/db/schema/audit-log';
import { getPaymentReminderSettings } from '../src/modules/online-payments/online-payments.reminders';
import { getSupplierWorkflowSettings } from '../src/modules/supplier-requests/supplier-requests.settings';
import type { TestClient } from './build-test-app';
import { buildAdmin, buildAgent } from './factories';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';
import { pdfText } from './pdf-text';

let world: TFilesTestWorld;
let consultant: TestClient;
let agent: TestClient;
let defaults: ReturnType<typeof defaultSettings>;

beforeAll(async () => {
  world = await buildFilesWorld();
  defaults = defaultSettings(world.t.config.companyName);
  const [consultantUser, agentUser] = await Promise.all([
    buildAdmin(world.t, { roles: ['consultant'] }),
    buildAgent(world.t),
  ]);
  [consultant, agent] = await Promise.all([
    world.t.signIn(consultantUser.username, 'admin'),
    world.t.signIn(agentUser.username, 'agent'),
  ]);
});
afterAll(() => world.t.close());

async function readSection<S extends TSettingsSection>(
  section: S,
): Promise<TSettingsSectionResponse<S>> {
  const response = await world.admin.get(`/api/admin/settings/${section}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSettingsSectionResponse<S>>();
}

async function saveSection<S extends TSettingsSection>(
  section: S,
  value: TSettingsValue<S>,
): Promise<TSettingsSectionResponse<S>> {
  const response = await world.admin.put(`/api/admin/settings/${section}`, value);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSettingsSectionResponse<S>>();
}

async function companyName(): Promise<string> {
  const response = await world.t.client().get('/api/get-settings');
  expect(response.statusCode).toBe(200);
  return ZPublicSettings.parse(response.json()).env.general.company_name;
}

function auditOf(section: TSettingsSection) {
  return world.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.entityId, section)));
}

describe('reading the settings sections', () => {
  it('answers the defaults, today behaviour, until someone changes a section', async () => {
    const fit = await readSection('fit');
    expect(fit).toEqual({
      section: 'fit',
      value: { depositPercent: 20, balanceDueDays: 45 },
      updatedAt: null,
      updatedBy: null,
    });
    expect((await readSection('general')).value).toEqual(defaults.general);
    expect((await readSection('bookings')).value).toEqual(defaults.bookings);
    expect((await readSection('brands')).value.NZ.priceMessage).toBe('NZD incl. 15% GST');
    // The demo seed stored the Tools menu.
    const tools = await readSection('tools');
    expect(tools.value.ourTools.length).toBeGreaterThan(0);
    expect(tools.updatedAt).not.toBeNull();
  });

  it('needs settings.manage: a consultant gets 403, an agent cannot reach the admin area', async () => {
    expect((await consultant.get('/api/admin/settings/general')).statusCode).toBe(403);
    const put = await consultant.put('/api/admin/settings/fit', {
      depositPercent: 50,
      balanceDueDays: 10,
    });
    expect(put.statusCode).toBe(403);
    expect([401, 403]).toContain((await agent.get('/api/admin/settings/general')).statusCode);
    expect((await world.t.client().get('/api/admin/settings/general')).statusCode).toBe(401);
    expect((await readSection('fit')).value.depositPercent).toBe(20);
  });
});

describe('validation', () => {
  it('refuses a bad value with 422 and the field messages, and stores nothing', async () => {
    const general = await world.admin.put('/api/admin/settings/general', {
      ...defaults.general,
      company_name: '   ',
      support_email: 'not-an-email',
      support_phone: 'call us',
    });
    expect(general.statusCode).toBe(422);
    const { errors } = general.json<{ errors: Record<string, string[]> }>();
    expect(errors).toMatchObject({
      company_name: ['This field is required'],
      support_email: ['This field must be a valid email'],
      support_phone: ['This field must be a valid phone number'],
    });

    const fit = await world.admin.put('/api/admin/settings/fit', {
      depositPercent: 120,
      balanceDueDays: 4.5,
    });
    expect(fit.statusCode).toBe(422);
    expect(Object.keys(fit.json<{ errors: object }>().errors)).toEqual(
      expect.arrayContaining(['depositPercent', 'balanceDueDays']),
    );

    const unknownField = await world.admin.put('/api/admin/settings/fit', {
      depositPercent: 25,
      balanceDueDays: 30,
      interestPercent: 5,
    });
    expect(unknownField.statusCode).toBe(422);

    const samePrefix = await world.admin.put('/api/admin/settings/bookings', {
      ...defaults.bookings,
      referencePrefixAU: 'NZ',
    });
    expect(samePrefix.statusCode).toBe(422);
    expect(samePrefix.json<{ errors: object }>().errors).toHaveProperty('referencePrefixAU');

    const lowerCase = await world.admin.put('/api/admin/settings/bookings', {
      ...defaults.bookings,
      referencePrefixNZ: 'nz1',
      referenceDigits: 12,
    });
    expect(lowerCase.statusCode).toBe(422);

    const brandMissing = await world.admin.put('/api/admin/settings/brands', {
      NZ: defaults.brands.NZ,
    });
    expect(brandMissing.statusCode).toBe(422);

    expect(await auditOf('fit')).toEqual([]);
    expect((await readSection('general')).value).toEqual(defaults.general);
  });
});

describe('a change takes effect on the next call, audited', () => {
  it('renames the company for the next /api/get-settings, and records before and after', async () => {
    expect(await companyName()).toBe(defaults.general.company_name);
    const saved = await saveSection('general', {
      ...defaults.general,
      company_name: '  Tasman Trails  ',
      emergency_phone: '+64 800 555 0199',
    });
    expect(saved.value.company_name).toBe('Tasman Trails');
    expect(saved.updatedBy).toBe('Portal Administrator');
    expect(saved.updatedAt).toBe(world.t.clock.now().toISOString());
    expect(await companyName()).toBe('Tasman Trails');
    const publicSettings = ZPublicSettings.parse(
      (await world.t.client().get('/api/get-settings')).json(),
    );
    expect(publicSettings.env.general.emergency_phone).toBe('+64 800 555 0199');

    const [entry, ...others] = await auditOf('general');
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'settings.updated',
      actorLabel: 'admin',
      detail: {
        section: 'general',
        changes: [
          { field: 'company_name', before: defaults.general.company_name, after: 'Tasman Trails' },
          { field: 'emergency_phone', before: '', after: '+64 800 555 0199' },
        ],
      },
    });

    // Saving the same values again changes nothing and logs nothing.
    await saveSection('general', saved.value);
    expect(await auditOf('general')).toHaveLength(1);

    await saveSection('general', defaults.general);
    expect(await companyName()).toBe(defaults.general.company_name);
  });

  it('splits the next invoice with the new deposit percentage and balance due days', async () => {
    await saveSection('fit', { depositPercent: 35, balanceDueDays: 60 });
    const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-06-03' });
    const requested = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(requested.statusCode, requested.body).toBe(200);
    const invoices = await world.nzAgent.get(`/api/app/files/${quote.reference}/invoices`);
    const [invoice] = invoices.json<TFileInvoices>().invoices;
    if (!invoice) throw new Error('no invoice');
    expect(invoice.depositCents).toBe(Math.round(invoice.totalCents * 0.35));
    expect(invoice.balanceCents).toBe(invoice.totalCents - invoice.depositCents);
    expect(invoice.balanceDueOn).toBe('2030-04-04');

    const [entry] = await auditOf('fit');
    expect(entry?.detail).toMatchObject({
      changes: [
        { field: 'depositPercent', before: 20, after: 35 },
        { field: 'balanceDueDays', before: 45, after: 60 },
      ],
    });
    await saveSection('fit', defaults.fit);
  });

  it('gives the next file a reference in the new format, and guards prefixes in use', async () => {
    await saveSection('bookings', {
      ...defaults.bookings,
      referencePrefixNZ: 'KH',
      referenceDigits: 8,
    });
    const quote = await world.createQuote(world.nzAgent);
    expect(quote.reference).toMatch(/^KH-00\d{6}$/);
    const found = await world.nzAgent.get(`/api/app/files/${quote.reference}`);
    expect(found.statusCode).toBe(200);

    // NZ files now carry KH-: the AU brand may not take that prefix.
    const taken = await world.admin.put('/api/admin/settings/bookings', {
      ...defaults.bookings,
      referencePrefixNZ: 'KH',
      referencePrefixAU: 'KH',
      referenceDigits: 8,
    });
    expect(taken.statusCode).toBe(422);
    const clash = await world.admin.put('/api/admin/settings/bookings', {
      ...defaults.bookings,
      referencePrefixNZ: 'NZ',
      referencePrefixAU: 'KH',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json<{ errors: object }>().errors).toHaveProperty('referencePrefixAU');

    await saveSection('bookings', { ...defaults.bookings, reconfirmDaysBefore: 10 });
    const next = await world.createQuote(world.nzAgent);
    expect(next.reference).toMatch(/^NZ-\d{6}$/);
    expect(await getSupplierWorkflowSettings(world.t.db)).toEqual({
      reconfirmDaysBefore: 10,
      reminderAfterHours: 24,
      maxReminders: 3,
    });
    await saveSection('bookings', defaults.bookings);
  });

  it('feeds the payment reminder job the new schedule', async () => {
    await saveSection('payment-reminders', { daysBeforeDue: [21, 7], daysAfterDue: [2] });
    expect(await getPaymentReminderSettings(world.t.db)).toEqual({
      daysBeforeDue: [21, 7],
      daysAfterDue: [2],
    });
    const repeated = await world.admin.put('/api/admin/settings/payment-reminders', {
      daysBeforeDue: [7, 7],
      daysAfterDue: [],
    });
    expect(repeated.statusCode).toBe(422);
    await saveSection('payment-reminders', defaults['payment-reminders']);
  });

  it('prints the brand details on the next invoice PDF', async () => {
    await saveSection('brands', {
      ...defaults.brands,
      NZ: {
        tradingName: 'Tasman Trails New Zealand',
        address: '12 Quay Street, Auckland 1010',
        phone: '+64 9 555 0101',
        email: 'accounts@tasmantrails.example',
        letterheadText: 'TAANZ bonded member 4321',
        priceMessage: 'NZD incl. 15% GST',
        taxNumber: '123-456-789',
        timeZone: 'Pacific/Auckland',
      },
    });
    const quote = await world.createQuote(world.nzAgent, { travelDate: '2030-06-10' });
    await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    const invoices = await world.nzAgent.get(`/api/app/files/${quote.reference}/invoices`);
    const [invoice] = invoices.json<TFileInvoices>().invoices;
    if (!invoice) throw new Error('no invoice');
    const pdf = await world.nzAgent.get(`/api/app/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Tasman Trails New Zealand');
    expect(text).toContain('12 Quay Street, Auckland 1010');
    expect(text).toContain('+64 9 555 0101');
    expect(text).toContain('TAANZ bonded member 4321');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('GST number: 123-456-789');
    await saveSection('brands', defaults.brands);
  });
});
