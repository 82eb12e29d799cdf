import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_MESSAGES } from '@portal/shared/contracts/errors';
import type {
  TAvailabilityCalendar,
  TProductListItem,
  TSupplierAttachment,
  TSupplierDetail,
  TSupplierListItem,
} from '@portal/shared/contracts/catalogue-api';
import type { TLocation, TPackage, TRate } from '@portal/shared/contracts/catalogue';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAllotment, buildLocation, buildProduct } from './catalogue-factories';
import { buildAdmin, buildAgency, buildAgent, buildSupplier } from './factories';

let t: TTestApp;
let admin: TestClient;
let consultant: TestClient;
let agent: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn((await buildAdmin(t)).username, 'admin');
  consultant = await t.signIn((await buildAdmin(t, { roles: ['consultant'] })).username, 'admin');
  agent = await t.signIn((await buildAgent(t, { roles: ['agency-admin'] })).username, 'agent');
});
afterAll(() => t.close());

const validLocation = {
  code: 'kaikoura',
  name: 'Kaikōura',
  region: 'Canterbury',
  country: 'NZ',
  latitude: -42.4,
  longitude: 173.68,
};

describe('who may use the admin catalogue', () => {
  it('answers 401 with the admin message to anonymous callers', async () => {
    const response = await t.client().get('/api/admin/suppliers');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: UNAUTHENTICATED_MESSAGES.admin });
  });

  it('refuses agents with 403, reads and writes alike', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/suppliers'],
      ['GET', '/api/admin/rates?productId=1'],
      ['POST', '/api/admin/locations'],
      ['POST', '/api/admin/rates/import'],
      ['GET', '/api/admin/markup-rules'],
      ['GET', '/api/admin/packages'],
    ] as const) {
      const response = await agent.request(method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ message: 'This action is unauthorized.' });
    }
  });

  it('lets a consultant read the catalogue and its rates but not change them', async () => {
    expect((await consultant.get('/api/admin/suppliers')).statusCode).toBe(200);
    expect((await consultant.get('/api/admin/packages')).statusCode).toBe(200);
    expect((await consultant.post('/api/admin/locations', validLocation)).statusCode).toBe(403);
    expect((await consultant.get('/api/admin/rates')).statusCode).toBe(200);
    expect((await consultant.get('/api/admin/rates/export.csv?supplierId=1')).statusCode).toBe(403);
    expect((await consultant.post('/api/admin/rates/import', { csv: 'x' })).statusCode).toBe(403);
    expect((await consultant.get('/api/admin/markup-rules')).statusCode).toBe(403);
  });
});

describe('locations', () => {
  it('creates, reads, lists with search and updates a location with driving notes', async () => {
    const neighbour = await buildLocation(t, { name: 'Blenheim' });
    const created = await admin.post('/api/admin/locations', {
      ...validLocation,
      drivingNotes: [{ toLocationId: neighbour.id, km: 129, minutes: 95, notes: 'SH1 north' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.json<TLocation>();
    expect(location).toMatchObject({
      code: 'KAIKOURA',
      name: 'Kaikōura',
      drivingNotes: [{ km: 129 }],
    });

    const list = await admin.get('/api/admin/locations?q=kaik&per_page=5');
    expect(list.json<TPaginated<TLocation>>().data.map((row) => row.id)).toEqual([location.id]);

    const updated = await admin.patch(`/api/admin/locations/${location.id}`, {
      region: 'North Canterbury',
      drivingNotes: [],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TLocation>()).toMatchObject({
      region: 'North Canterbury',
      drivingNotes: [],
    });
    expect((await admin.get(`/api/admin/locations/${location.id}`)).json()).toEqual(updated.json());
  });

  it('answers 422 with field errors for bad input, a duplicate code or an unknown neighbour', async () => {
    const bad = await admin.post('/api/admin/locations', {
      ...validLocation,
      code: 'no spaces!',
      latitude: 120,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'code',
      'latitude',
    ]);

    const existing = await buildLocation(t);
    const duplicate = await admin.post('/api/admin/locations', {
      ...validLocation,
      code: existing.code,
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({ errors: { code: ['This code is already in use'] } });

    const unknown = await admin.post('/api/admin/locations', {
      ...validLocation,
      code: 'NOWHERE',
      drivingNotes: [{ toLocationId: 999_999, km: 1, minutes: 1, notes: '' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { drivingNotes: expect.any(Array) } });
  });

  it('answers 404 for an unknown location', async () => {
    expect((await admin.get('/api/admin/locations/999999')).statusCode).toBe(404);
    expect((await admin.patch('/api/admin/locations/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('suppliers and their products', () => {
  it('creates a supplier, filters the list by active, and shows it with its products', async () => {
    const location = await buildLocation(t);
    const created = await admin.post('/api/admin/suppliers', {
      code: 'glowcave',
      name: 'Glow Cave Adventures',
      email: 'bookings@glowcave.example',
      phone: '+64 7 878 0000',
      address: '1 Cave Road',
      locationId: location.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const supplier = created.json<TSupplierListItem>();
    expect(supplier).toMatchObject({
      code: 'GLOWCAVE',
      active: true,
      locationName: location.name,
      // A supplier entered without terms is paid 30 days after the service.
      paymentTermsBasis: 'after_service',
      paymentTermsDays: 30,
    });

    const product = await admin.post('/api/admin/products', {
      code: 'GLOWCAVE-TOUR',
      supplierId: supplier.id,
      serviceTypeCode: 'AT',
      locationId: location.id,
      name: 'Glow-worm cave tour',
      startTime: '0930',
      durationMinutes: 90,
      pricingBasis: 'per_person',
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json<TProductListItem>()).toMatchObject({
      supplierName: 'Glow Cave Adventures',
      accommodationClass: null,
      roomTypes: [],
    });

    await admin.patch(`/api/admin/suppliers/${supplier.id}`, { active: false });
    const inactive = await admin.get('/api/admin/suppliers?active=false&q=glow');
    expect(inactive.json<TPaginated<TSupplierListItem>>().data).toEqual([
      expect.objectContaining({ id: supplier.id, productCount: 1, active: false }),
    ]);
    const active = await admin.get('/api/admin/suppliers?active=true&q=glow');
    expect(active.json<TPaginated<TSupplierListItem>>().data).toEqual([]);

    const detail = await admin.get(`/api/admin/suppliers/${supplier.id}`);
    expect(detail.json<TSupplierDetail>().products.map((row) => row.code)).toEqual([
      'GLOWCAVE-TOUR',
    ]);
  });

  it('keeps a supplier paid before arrival, and refuses terms beyond a year', async () => {
    const supplier = await buildSupplier(t);
    const changed = await admin.patch(`/api/admin/suppliers/${supplier.id}`, {
      paymentTermsBasis: 'before_arrival',
      paymentTermsDays: 14,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = await admin.get(`/api/admin/suppliers/${supplier.id}`);
    expect(detail.json<TSupplierDetail>()).toMatchObject({
      paymentTermsBasis: 'before_arrival',
      paymentTermsDays: 14,
    });
    const tooLong = await admin.patch(`/api/admin/suppliers/${supplier.id}`, {
      paymentTermsDays: 366,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      errors: { paymentTermsDays: ['This field must be 365 or less'] },
    });
  });

  it('validates suppliers: email, unknown location', async () => {
    const response = await admin.post('/api/admin/suppliers', {
      code: 'BADMAIL',
      name: 'Bad Mail Ltd',
      email: 'not-an-email',
      locationId: 999_999,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { email: ['This field must be a valid email'] },
    });
    const unknownLocation = await admin.post('/api/admin/suppliers', {
      code: 'NOLOC',
      name: 'No Location Ltd',
      email: 'a@b.example',
      locationId: 999_999,
    });
    expect(unknownLocation.json()).toMatchObject({ errors: { locationId: expect.any(Array) } });
  });

  it('checks products across fields, also on a partial update', async () => {
    const supplier = await buildSupplier(t);
    const location = await buildLocation(t);
    const hotel = await admin.post('/api/admin/products', {
      code: 'HOTEL-NOCLASS',
      supplierId: supplier.id,
      serviceTypeCode: 'AC',
      locationId: location.id,
      name: 'Hotel without a class',
      roomTypes: ['DB'],
      pricingBasis: 'per_room_night',
    });
    expect(hotel.statusCode).toBe(422);
    expect(hotel.json()).toMatchObject({
      errors: { accommodationClass: ['Accommodation needs a class'] },
    });

    const product = await buildProduct(t, { supplierId: supplier.id, locationId: location.id });
    // Turning a hotel into a tour without clearing its room types fails on the merged product.
    const patched = await admin.patch(`/api/admin/products/${product.id}`, {
      serviceTypeCode: 'AT',
    });
    expect(patched.statusCode).toBe(422);
    expect(patched.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('roomTypes');

    const unknownSupplier = await admin.patch(`/api/admin/products/${product.id}`, {
      supplierId: 999_999,
    });
    expect(unknownSupplier.json()).toMatchObject({ errors: { supplierId: expect.any(Array) } });
  });

  it('keeps a product’s child age bands and cancellation policy, and checks the merged bands', async () => {
    const supplier = await buildSupplier(t);
    const location = await buildLocation(t);
    const created = await admin.post('/api/admin/products', {
      code: 'GLOW-BANDS',
      supplierId: supplier.id,
      serviceTypeCode: 'AT',
      locationId: location.id,
      name: 'Glow-worm cave tour with family prices',
      pricingBasis: 'per_person',
      infantMaxAge: 1,
      childMaxAge: 11,
      cancellationPolicy: { bands: [{ withinDays: 2, kind: 'percent', value: 100 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<TProductListItem>();
    expect(product).toMatchObject({
      infantMaxAge: 1,
      childMaxAge: 11,
      cancellationPolicy: {
        nonRefundable: false,
        bands: [{ withinDays: 2, kind: 'percent', value: 100 }],
      },
    });

    // Only the infant band sent: checked against the stored child band.
    const crossed = await admin.patch(`/api/admin/products/${product.id}`, { infantMaxAge: 11 });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      childMaxAge: ['The child band must end above the infant band'],
    });
    const badBand = await admin.patch(`/api/admin/products/${product.id}`, {
      cancellationPolicy: { bands: [{ withinDays: 3, kind: 'nights', value: 61 }] },
    });
    expect(badBand.statusCode).toBe(422);
    expect(badBand.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'cancellationPolicy.bands.0.value': ['At most 60 nights'],
    });

    const changed = await admin.patch(`/api/admin/products/${product.id}`, {
      childMaxAge: null,
      cancellationPolicy: { nonRefundable: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TProductListItem>()).toMatchObject({
      infantMaxAge: 1,
      childMaxAge: null,
      cancellationPolicy: { nonRefundable: true, bands: [] },
    });
    const read = await admin.get(`/api/admin/products/${product.id}`);
    expect(read.json<TProductListItem>().cancellationPolicy).toEqual({
      nonRefundable: true,
      bands: [],
    });
    const cleared = await admin.patch(`/api/admin/products/${product.id}`, {
      cancellationPolicy: null,
    });
    expect(cleared.json<TProductListItem>().cancellationPolicy).toBeNull();
  });

  it('lists products by supplier and service type', async () => {
    const supplier = await buildSupplier(t);
    await buildProduct(t, { supplierId: supplier.id, name: 'Twin room' });
    await buildProduct(t, {
      supplierId: supplier.id,
      serviceTypeCode: 'TR',
      name: 'Airport transfer',
      accommodationClass: null,
      roomTypes: [],
      pricingBasis: 'per_unit',
      capacity: 4,
    });
    const transfers = await admin.get(
      `/api/admin/products?supplierId=${supplier.id}&serviceTypeCode=TR`,
    );
    expect(transfers.json<TPaginated<TProductListItem>>().data.map((row) => row.name)).toEqual([
      'Airport transfer',
    ]);
  });
});

describe('supplier attachments', () => {
  it('uploads, lists, downloads byte for byte and deletes a contract', async () => {
    const supplier = await buildSupplier(t);
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80]);
    const uploaded = await admin.post('/api/admin/supplier-attachments', {
      supplierId: supplier.id,
      kind: 'contract',
      fileName: 'Contract 2030 "final".pdf',
      contentType: 'application/pdf',
      base64: bytes.toString('base64'),
      description: 'Signed contract',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = uploaded.json<TSupplierAttachment>();
    expect(attachment).toMatchObject({
      sizeBytes: bytes.length,
      kind: 'contract',
      supplierName: supplier.name,
    });
    expect(attachment.uploadedBy).toEqual(expect.any(String));

    const list = await admin.get(`/api/admin/supplier-attachments?supplierId=${supplier.id}`);
    expect(list.json<TPaginated<TSupplierAttachment>>().data.map((row) => row.id)).toEqual([
      attachment.id,
    ]);
    expect(list.body).not.toContain(bytes.toString('base64'));

    const download = await admin.get(`/api/admin/supplier-attachments/${attachment.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      'attachment; filename="Contract 2030 _final_.pdf"',
    );
    expect(download.rawPayload.equals(bytes)).toBe(true);

    expect(
      (await admin.delete(`/api/admin/supplier-attachments/${attachment.id}`)).statusCode,
    ).toBe(204);
    expect((await admin.get(`/api/admin/supplier-attachments/${attachment.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a file over 5 MB, bad base64 and a path in the name', async () => {
    const supplier = await buildSupplier(t);
    const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1, 1).toString('base64');
    const big = await admin.post('/api/admin/supplier-attachments', {
      supplierId: supplier.id,
      fileName: 'huge.bin',
      contentType: 'application/octet-stream',
      base64: tooBig,
    });
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({ errors: { base64: ['The file must be 5 MB or smaller'] } });

    const bad = await admin.post('/api/admin/supplier-attachments', {
      supplierId: supplier.id,
      fileName: '../etc/passwd',
      contentType: 'text/plain',
      base64: 'not base64!',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'base64',
      'fileName',
    ]);
  });
});

describe('availability', () => {
  it('sets a date range by weekday, shows the calendar and clears it', async () => {
    const product = await buildProduct(t);
    const url = `/api/admin/products/${product.id}/availability`;
    const set = await admin.put(url, {
      dateFrom: '2030-03-04',
      dateTo: '2030-03-10',
      kind: 'allotment',
      allotment: 4,
      releaseDays: 7,
      hasOnRequestFallback: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ updatedDays: 7 });
    // A stop sell on the weekend (Saturday and Sunday) replaces the allotment on those dates.
    const weekend = await admin.put(url, {
      dateFrom: '2030-03-04',
      dateTo: '2030-03-10',
      weekdayMask: 0b110_0000,
      kind: 'stop_sell',
    });
    expect(weekend.json()).toEqual({ updatedDays: 2 });

    const calendar = (
      await admin.get(`${url}?from=2030-03-01&to=2030-03-31`)
    ).json<TAvailabilityCalendar>();
    expect(calendar.days.map((day) => [day.date, day.kind, day.remaining])).toEqual([
      ['2030-03-04', 'allotment', 4],
      ['2030-03-05', 'allotment', 4],
      ['2030-03-06', 'allotment', 4],
      ['2030-03-07', 'allotment', 4],
      ['2030-03-08', 'allotment', 4],
      ['2030-03-09', 'stop_sell', null],
      ['2030-03-10', 'stop_sell', null],
    ]);

    expect((await admin.delete(`${url}?from=2030-03-09&to=2030-03-10`)).statusCode).toBe(204);
    const after = (
      await admin.get(`${url}?from=2030-03-01&to=2030-03-31`)
    ).json<TAvailabilityCalendar>();
    expect(after.days).toHaveLength(5);
  });

  it('keeps agency splits apart from the general allotment', async () => {
    const product = await buildProduct(t);
    const agency = await buildAgency(t);
    const url = `/api/admin/products/${product.id}/availability`;
    await admin.put(url, {
      dateFrom: '2030-04-01',
      dateTo: '2030-04-01',
      kind: 'allotment',
      allotment: 10,
    });
    await admin.put(url, {
      dateFrom: '2030-04-01',
      dateTo: '2030-04-01',
      kind: 'allotment',
      allotment: 2,
      agencyId: agency.id,
    });
    const calendar = (
      await admin.get(`${url}?from=2030-04-01&to=2030-04-01&agencyId=${agency.id}`)
    ).json<TAvailabilityCalendar>();
    expect(calendar.days.map((day) => [day.agencyId, day.allotment])).toEqual([
      [null, 10],
      [agency.id, 2],
    ]);
  });

  it('validates the kind-specific fields, and refuses to cut an allotment below booked units', async () => {
    const product = await buildProduct(t);
    const url = `/api/admin/products/${product.id}/availability`;
    const bad = await admin.put(url, {
      dateFrom: '2030-05-02',
      dateTo: '2030-05-01',
      kind: 'free_sell',
      allotment: 3,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'allotment',
      'dateTo',
    ]);

    await buildAllotment(t, product.id, ['2030-05-01'], 5);
    const { reserveAllotment } = await import('../src/modules/catalogue/availability.repository');
    await t.db.transaction((tx) => reserveAllotment(tx, product.id, ['2030-05-01'], 3, null));
    const cut = await admin.put(url, {
      dateFrom: '2030-05-01',
      dateTo: '2030-05-01',
      kind: 'allotment',
      allotment: 2,
    });
    expect(cut.statusCode).toBe(422);
    expect(cut.json<{ message: string }>().message).toContain('2030-05-01 (3)');
    const clear = await admin.delete(`${url}?from=2030-05-01&to=2030-05-01`);
    expect(clear.statusCode).toBe(409);
  });
});

describe('packages', () => {
  it('creates a package day by day, refuses unknown or mismatched products, and updates its days', async () => {
    const location = await buildLocation(t);
    const hotel = await buildProduct(t, { locationId: location.id });
    const tour = await buildProduct(t, {
      locationId: location.id,
      serviceTypeCode: 'AT',
      accommodationClass: null,
      roomTypes: [],
      pricingBasis: 'per_person',
    });
    const body = {
      code: 'TEST-2N',
      brandId: 1,
      name: 'Two nights test',
      startLocationId: location.id,
      durationNights: 2,
      transportType: 'private_transfer',
      productTariff: 'FIT 2030/31',
      days: [
        {
          dayNumber: 1,
          title: 'Arrive',
          overnightLocationId: location.id,
          accommodation: [{ accommodationClass: 'standard', productId: hotel.id }],
          services: [{ productId: tour.id }],
        },
        {
          dayNumber: 2,
          title: 'Explore',
          overnightLocationId: location.id,
          accommodation: [{ accommodationClass: 'standard', productId: hotel.id }],
        },
        { dayNumber: 3, title: 'Depart' },
      ],
    };
    const created = await admin.post('/api/admin/packages', body);
    expect(created.statusCode, created.body).toBe(201);
    const pkg = created.json<TPackage>();
    expect(pkg.status).toBe('test');
    expect(pkg.days.map((day) => day.services.map((service) => service.productId))).toEqual([
      [tour.id],
      [],
      [],
    ]);

    const wrongClass = await admin.post('/api/admin/packages', {
      ...body,
      code: 'TEST-WRONG',
      days: body.days.map((day) =>
        day.dayNumber === 2
          ? { ...day, accommodation: [{ accommodationClass: 'deluxe', productId: hotel.id }] }
          : day,
      ),
    });
    expect(wrongClass.statusCode).toBe(422);
    expect(wrongClass.json()).toMatchObject({
      errors: { days: [`Day 2: ${hotel.code} is standard, not deluxe`] },
    });

    const badDays = await admin.patch(`/api/admin/packages/${pkg.id}`, { durationNights: 3 });
    expect(badDays.statusCode).toBe(422);
    expect(badDays.json()).toMatchObject({
      errors: { days: ['A package of N nights has N + 1 days'] },
    });

    const shorter = await admin.patch(`/api/admin/packages/${pkg.id}`, {
      durationNights: 1,
      status: 'published',
      days: [body.days[0], { dayNumber: 2, title: 'Depart' }],
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json<TPackage>().days.map((day) => day.title)).toEqual(['Arrive', 'Depart']);
    const list = await admin.get('/api/admin/packages?status=published&q=two nights');
    expect(list.json<TPaginated<TPackage>>().data.map((row) => row.id)).toEqual([pkg.id]);
  });
});

describe('markup rules and agency pricing models', () => {
  it('creates, filters, updates and deletes a rule, and switches an agency to net', async () => {
    const agency = await buildAgency(t, { brandId: 2 });
    const created = await admin.post('/api/admin/markup-rules', {
      name: 'Test agency markup',
      agencyId: agency.id,
      kind: 'markup_percent',
      basisPoints: 2200,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json<{ id: number; agencyName: string }>();
    expect(rule.agencyName).toBe(agency.name);

    const listed = await admin.get(`/api/admin/markup-rules?agencyId=${agency.id}`);
    expect(listed.json<TPaginated<{ id: number }>>().data.map((row) => row.id)).toEqual([rule.id]);

    const wrongMarket = await admin.patch(`/api/admin/markup-rules/${rule.id}`, { brandId: 1 });
    expect(wrongMarket.statusCode).toBe(422);
    const tooMuch = await admin.patch(`/api/admin/markup-rules/${rule.id}`, {
      kind: 'commission_percent',
      basisPoints: 12_000,
    });
    expect(tooMuch.json()).toMatchObject({
      errors: { basisPoints: ['Commission cannot exceed 100%'] },
    });

    const net = await admin.put(`/api/admin/agency-pricing/${agency.id}`, { pricingModel: 'net' });
    expect(net.json()).toMatchObject({ id: agency.id, pricingModel: 'net', brandId: 2 });

    expect((await admin.delete(`/api/admin/markup-rules/${rule.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/markup-rules/${rule.id}`)).statusCode).toBe(404);
  });
});

describe('rates', () => {
  it('creates, lists, updates and deletes a rate, in the brand currency', async () => {
    const product = await buildProduct(t);
    const created = await admin.post('/api/admin/rates', {
      productId: product.id,
      brandId: 2,
      roomType: 'TW',
      basis: 'per_room_night',
      validFrom: '2030-04-01',
      validTo: '2030-09-30',
      costCents: 14_000,
      sellCents: 19_900,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rate = created.json<TRate>();
    expect(rate).toMatchObject({ currency: 'AUD', weekdayMask: 127, minStay: 1 });

    const list = await admin.get(`/api/admin/rates?productId=${product.id}&validOn=2030-05-01`);
    expect(list.json<TPaginated<TRate>>().data.map((row) => row.id)).toEqual([rate.id]);
    const outside = await admin.get(`/api/admin/rates?productId=${product.id}&validOn=2030-12-01`);
    expect(outside.json<TPaginated<TRate>>().meta.total).toBe(0);

    const updated = await admin.patch(`/api/admin/rates/${rate.id}`, { sellCents: 20_500 });
    expect(updated.json<TRate>().sellCents).toBe(20_500);
    expect((await admin.delete(`/api/admin/rates/${rate.id}`)).statusCode).toBe(204);
    expect((await admin.patch(`/api/admin/rates/${rate.id}`, { sellCents: 1 })).statusCode).toBe(
      404,
    );
  });

  it('answers 422 per field: dates out of order, the wrong basis, a room type the hotel does not sell', async () => {
    const product = await buildProduct(t);
    const base = {
      productId: product.id,
      brandId: 1,
      roomType: 'DB',
      basis: 'per_room_night',
      validFrom: '2030-04-01',
      validTo: '2030-09-30',
      costCents: 14_000,
      sellCents: 19_900,
    };
    const order = await admin.post('/api/admin/rates', { ...base, validTo: '2030-03-01' });
    expect(order.json()).toMatchObject({
      errors: { validTo: ['The end date must be on or after the start date'] },
    });
    const money = await admin.post('/api/admin/rates', { ...base, costCents: 12.5 });
    expect(money.statusCode).toBe(422);
    expect(money.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('costCents');
    const basis = await admin.post('/api/admin/rates', {
      ...base,
      basis: 'per_person',
      roomType: null,
    });
    expect(basis.json()).toMatchObject({
      errors: { basis: [expect.stringContaining('per_room_night')] },
    });
    const room = await admin.post('/api/admin/rates', { ...base, roomType: 'QD' });
    expect(room.json()).toMatchObject({ errors: { roomType: [expect.stringContaining('QD')] } });
  });
});
