import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminAgency } from '@portal/shared/contracts/people';
import type { TTourBookingResult } from '@portal/shared/contracts/regular-tours';
import type { TClientDocumentBranding } from '@portal/shared/domain/client-documents';
import { auditLog } from '../src/db/schema/audit-log';
import type { TestClient } from './build-test-app';
import { buildAgency, buildAgent } from './factories';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';
import { bookingBody, createDeparture, createSeason, createTour, tourIds } from './tours-support';
import { pdfText } from './pdf-text';

/**
 * Issue 19, point 21: the itinerary an agency hands its client carries the operator's letterhead,
 * the agency's own (name, logo, contacts) or none, as the back office sets for the agency; and the
 * pictures of the products booked, where the portal has a PNG or JPEG of them.
 */

/** The web app's public folder stands in for its build: the demo tour pictures are there. */
const WEB_PUBLIC = fileURLToPath(new URL('../../web/public/', import.meta.url));
const PNG_LOGO = readFileSync(`${WEB_PUBLIC}travel-app-icon-192.png`);
const SVG = readFileSync(`${WEB_PUBLIC}demo/tours/southern-alps.svg`);

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld({ config: { WEB_DIST: WEB_PUBLIC } });
});
afterAll(() => world.t.close());

/**
 * Pictures in the PDF: its image XObjects, less the soft masks pdfkit adds as a second image for
 * a PNG with transparency (the logo).
 */
function imageCount(payload: Buffer): number {
  const raw = payload.toString('latin1');
  const images = raw.match(/\/Subtype \/Image/g)?.length ?? 0;
  return images - (raw.match(/\/SMask \d+ 0 R/g)?.length ?? 0);
}

/** A new NZ agency with contacts, and a signed-in agent of it. */
async function agencyWithAgent(name: string) {
  const agency = await buildAgency(world.t, {
    name,
    phone: '+64 9 555 0101',
    email: 'hello@agency.test',
  });
  const agent = await buildAgent(world.t, { agencyId: agency.id });
  return { agency, client: await world.t.signIn(agent.username, 'agent') };
}

async function setBranding(agencyId: number, branding: TClientDocumentBranding) {
  const response = await world.admin.patch(`/api/admin/agencies/${agencyId}`, {
    clientDocumentBranding: branding,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<TAdminAgency>().clientDocumentBranding).toBe(branding);
}

async function itineraryOf(client: TestClient, reference: string) {
  const response = await client.get(`/api/app/files/${reference}/itinerary.pdf`);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

describe('the branding of client documents', () => {
  it("prints the operator's letterhead by default and names the agency below it", async () => {
    const { agency, client } = await agencyWithAgent('Pohutukawa Journeys');
    const detail = await world.admin.get(`/api/admin/agencies/${agency.id}`);
    expect(detail.json<TAdminAgency>()).toMatchObject({
      clientDocumentBranding: 'operator',
      logo: null,
    });
    const file = await world.createQuote(client);
    const text = pdfText(await itineraryOf(client, file.reference));
    expect(text).toContain('Fernway Travel');
    expect(text).toContain('Fernway New Zealand');
    expect(text).toContain('Agency: Pohutukawa Journeys');
  });

  it("puts the agency's name, logo and contacts in place of the operator's when agent-branded", async () => {
    const { agency, client } = await agencyWithAgent('Kauri Coast Travel');
    const file = await world.createQuote(client);
    const before = await itineraryOf(client, file.reference);
    expect(imageCount(before)).toBe(0);

    await setBranding(agency.id, 'agency');
    const upload = await world.admin.put(`/api/admin/agencies/${agency.id}/logo`, {
      contentType: 'image/png',
      base64: PNG_LOGO.toString('base64'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json<TAdminAgency>().logo).toMatchObject({
      contentType: 'image/png',
      sizeBytes: PNG_LOGO.length,
    });

    const pdf = await itineraryOf(client, file.reference);
    const text = pdfText(pdf);
    expect(text).toContain('Kauri Coast Travel');
    expect(text).toContain('Phone +64 9 555 0101');
    expect(text).toContain('Email hello@agency.test');
    expect(text).toContain(`Itinerary ${file.reference}`);
    expect(text).toContain('Total: NZD');
    // Nothing of the operator: company, brand, or its contacts.
    expect(text).not.toMatch(/fernway/i);
    expect(text).not.toContain('+64 9 309 5500');
    expect(imageCount(pdf)).toBe(1);

    // Without the logo the letterhead is the agency's name alone.
    const removed = await world.admin.delete(`/api/admin/agencies/${agency.id}/logo`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<TAdminAgency>().logo).toBeNull();
    const plain = await itineraryOf(client, file.reference);
    expect(imageCount(plain)).toBe(0);
    expect(pdfText(plain)).toContain('Kauri Coast Travel');

    const audit = await world.t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'agency'), eq(auditLog.entityId, String(agency.id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual([
      'people.agency.updated',
      'people.agency.logo-uploaded',
      'people.agency.logo-removed',
    ]);
    expect(audit[0]?.detail).toMatchObject({
      before: { clientDocumentBranding: 'operator' },
      changes: { clientDocumentBranding: 'agency' },
    });
    expect(audit[1]?.detail).toMatchObject({ contentType: 'image/png', width: 192, height: 192 });
  });

  it('names no company at all when unbranded, not even with a logo on file', async () => {
    const { agency, client } = await agencyWithAgent('Tui Travel Studio');
    await world.admin.put(`/api/admin/agencies/${agency.id}/logo`, {
      contentType: 'image/png',
      base64: PNG_LOGO.toString('base64'),
    });
    await setBranding(agency.id, 'unbranded');
    const file = await world.createQuote(client);
    const pdf = await itineraryOf(client, file.reference);
    const text = pdfText(pdf);
    expect(text).toContain(`Itinerary ${file.reference}`);
    expect(text).toContain('Booking name: Smith family');
    expect(text).not.toContain('Tui Travel Studio');
    expect(text).not.toContain('hello@agency.test');
    expect(text).not.toMatch(/fernway/i);
    expect(imageCount(pdf)).toBe(0);
  });

  it('serves, replaces and checks the logo, and keeps a PATCH without the setting as it was', async () => {
    const { agency } = await agencyWithAgent('Rimu Holidays');
    expect((await world.admin.get(`/api/admin/agencies/${agency.id}/logo`)).statusCode).toBe(404);
    await setBranding(agency.id, 'agency');
    const renamed = await world.admin.patch(`/api/admin/agencies/${agency.id}`, {
      name: 'Rimu Holidays NZ',
    });
    expect(renamed.json<TAdminAgency>().clientDocumentBranding).toBe('agency');

    const bad = [
      [{ contentType: 'image/svg+xml', base64: SVG.toString('base64') }, 'contentType'],
      // The bytes decide: an SVG sent as a PNG is refused.
      [{ contentType: 'image/png', base64: SVG.toString('base64') }, 'base64'],
      // A PNG cut short cannot be drawn.
      [
        { contentType: 'image/png', base64: PNG_LOGO.subarray(0, 400).toString('base64') },
        'base64',
      ],
      [{ contentType: 'image/png', base64: 'not base64!' }, 'base64'],
      [
        {
          contentType: 'image/png',
          base64: Buffer.alloc(1024 * 1024 + 3, 1).toString('base64'),
        },
        'base64',
      ],
    ] as const;
    for (const [body, field] of bad) {
      const response = await world.admin.put(`/api/admin/agencies/${agency.id}/logo`, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: object }>().errors).toHaveProperty(field);
    }
    const wrongBranding = await world.admin.patch(`/api/admin/agencies/${agency.id}`, {
      clientDocumentBranding: 'supplier',
    });
    expect(wrongBranding.statusCode).toBe(422);
    expect(wrongBranding.json<{ errors: object }>().errors).toHaveProperty(
      'clientDocumentBranding',
    );

    await world.admin.put(`/api/admin/agencies/${agency.id}/logo`, {
      contentType: 'image/png',
      base64: PNG_LOGO.toString('base64'),
    });
    const logo = await world.admin.get(`/api/admin/agencies/${agency.id}/logo?v=1`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG_LOGO)).toBe(true);

    expect((await world.admin.delete('/api/admin/agencies/999999/logo')).statusCode).toBe(404);
    // Agents, even the agency's own administrators, keep to the agent area.
    expect(
      (await world.nzAgencyAdmin.get(`/api/admin/agencies/${agency.id}/logo`)).statusCode,
    ).toBe(403);
  });
});

describe('product pictures in the itinerary', () => {
  it('draws the first PNG or JPEG picture of a booked tour, skipping web addresses and SVGs', async () => {
    const ids = await tourIds(world.admin);
    const tour = await createTour(world.admin, ids, {
      images: [
        'https://images.example/rotorua.jpg',
        '/demo/tours/southern-alps.svg',
        '/demo/tours/missing.png',
        '/demo/tours/southern-alps.png',
      ],
    });
    await createSeason(world.admin, tour.id);
    const departure = await createDeparture(world.admin, tour.id);
    const booked = await world.nzAgent.post(
      `/api/app/tour-departures/${departure.id}/bookings`,
      bookingBody(),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { fileReference } = booked.json<TTourBookingResult>();
    const pdf = await itineraryOf(world.nzAgent, fileReference);
    // One picture: the tour is one service, on its first day.
    expect(imageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('Day 1 - 10 Mar 2030 - Auckland to Rotorua');
    expect(text).toContain('Day 3 - 12 Mar 2030 - Back to Auckland');

    const svgOnly = await createTour(world.admin, ids, {
      images: ['/demo/tours/southern-alps.svg', '/../package.json'],
    });
    await createSeason(world.admin, svgOnly.id);
    const svgDeparture = await createDeparture(world.admin, svgOnly.id);
    const svgBooked = await world.nzAgent.post(
      `/api/app/tour-departures/${svgDeparture.id}/bookings`,
      bookingBody(),
    );
    expect(svgBooked.statusCode, svgBooked.body).toBe(201);
    const svgPdf = await itineraryOf(
      world.nzAgent,
      svgBooked.json<TTourBookingResult>().fileReference,
    );
    expect(imageCount(svgPdf)).toBe(0);
    expect(pdfText(svgPdf)).toContain('Day 1 - 10 Mar 2030 - Auckland to Rotorua');
  });
});
