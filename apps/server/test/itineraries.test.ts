import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFileEvent, TFileView } from '@portal/shared/contracts/files';
import type {
  TDayHeadersView,
  TItineraryLineChange,
  TItineraryView,
} from '@portal/shared/contracts/itineraries';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { auditLog } from '../src/db/schema/audit-log';
import { files } from '../src/db/schema/files';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
let consultant: TestClient;
let accountant: TestClient;

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  const [c, a] = await Promise.all([
    buildAdmin(world.t, { roles: ['consultant'], name: 'Carla Consultant' }),
    buildAdmin(world.t, { roles: ['accountant'] }),
  ]);
  consultant = await world.t.signIn(c.username, 'admin', c.password);
  accountant = await world.t.signIn(a.username, 'admin', a.password);
});
afterAll(() => world.t.close());

async function dayHeadersOf(client: TestClient, reference: string) {
  const response = await client.get(`/api/admin/files/${reference}/day-headers`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDayHeadersView>();
}

async function itineraryOf(client: TestClient, reference: string) {
  const response = await client.get(`/api/admin/files/${reference}/itinerary`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TItineraryView>();
}

async function agentFile(reference: string) {
  return (await world.nzAgent.get(`/api/app/files/${reference}`)).json<TFileView>();
}

async function eventsOf(reference: string) {
  const response = await world.nzAgent.get(`/api/app/files/${reference}/events?per_page=50`);
  return response.json<TPaginated<TFileEvent>>().data;
}

function auditsOf(reference: string, action: string) {
  return world.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, reference), eq(auditLog.action, action)));
}

/** Every line of the view as an unchanged change, in its current place. */
function changesOf(view: TItineraryView): TItineraryLineChange[] {
  return view.days.flatMap((day) =>
    day.lines.map((line, index) => ({
      id: line.id,
      dayNumber: line.dayNumber,
      sortOrder: index,
      startTime: line.startTime,
      endTime: line.endTime,
      remarks: line.remarks,
    })),
  );
}

describe('day headers', () => {
  it('lists one header per day of the trip, with the catalogue locations', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const view = await dayHeadersOf(consultant, quote.reference);
    expect(view.dayCount).toBe(view.days.length);
    expect(view.days.map((day) => day.dayNumber)).toEqual(
      Array.from({ length: view.dayCount }, (_, index) => index + 1),
    );
    expect(view.days[0]?.date).toBe(quote.travelDate);
    expect(view.days.at(-1)?.date).toBe(quote.endDate);
    expect(view.locations.length).toBeGreaterThan(1);
    expect(view.canEdit).toBe(true);
  });

  it('saves titles, texts, overnight locations and driving notes that the agent sees live', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const view = await dayHeadersOf(consultant, quote.reference);
    const [auckland, rotorua] = view.locations;
    if (!auckland || !rotorua) throw new Error('demo locations missing');
    const days = view.days.map((day) => ({
      dayNumber: day.dayNumber,
      title: day.dayNumber === 1 ? 'Arrive in style' : day.title,
      description: day.dayNumber === 1 ? 'Pick up the car and head south.' : day.description,
      overnightLocationId: day.dayNumber === 1 ? rotorua.id : day.overnightLocationId,
      drivingNotes:
        day.dayNumber === 1
          ? [
              {
                fromLocationId: auckland.id,
                toLocationId: rotorua.id,
                km: 230,
                minutes: 180,
                notes: 'Stop at Matamata.',
              },
              {
                fromLocationId: rotorua.id,
                toLocationId: rotorua.id,
                km: 10,
                minutes: 15,
                notes: 'Evening drive to the hot pools.',
              },
            ]
          : day.drivingNotes,
    }));
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    try {
      const response = await consultant.put(`/api/admin/files/${quote.reference}/day-headers`, {
        days,
      });
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json<TDayHeadersView>();
      expect(saved.days[0]).toMatchObject({
        title: 'Arrive in style',
        overnightLocationId: rotorua.id,
        date: quote.travelDate,
      });
      expect(saved.days[0]?.drivingNotes.map((note) => note.notes)).toEqual([
        'Stop at Matamata.',
        'Evening drive to the hot pools.',
      ]);
      expect(saved.version).toBe(quote.version);
      expect(broadcast).toHaveBeenCalledWith(
        [`private-file.${quote.id}`, `private-agency.${quote.agencyId}`],
        'file.updated',
        expect.objectContaining({
          bookingReference: quote.reference,
          action: 'day-headers.edited',
        }),
      );
    } finally {
      broadcast.mockRestore();
    }

    const agentView = await agentFile(quote.reference);
    expect(agentView.days[0]).toMatchObject({
      title: 'Arrive in style',
      description: 'Pick up the car and head south.',
    });
    expect((await eventsOf(quote.reference))[0]).toMatchObject({
      action: 'day-headers.edited',
      actorKind: 'admin',
      actorName: 'Carla Consultant',
    });
    expect((await eventsOf(quote.reference))[0]?.facts).toEqual([
      { field: 'days', kind: 'count', value: 1 },
    ]);
    expect(await auditsOf(quote.reference, 'file.day-headers-edited')).toHaveLength(1);

    // Saving the same again changes nothing and records nothing.
    const again = await consultant.put(`/api/admin/files/${quote.reference}/day-headers`, {
      days,
    });
    expect(again.statusCode).toBe(200);
    expect(await auditsOf(quote.reference, 'file.day-headers-edited')).toHaveLength(1);
  });

  it('refuses a list that is not one header per day, unknown locations and long text (422)', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const view = await dayHeadersOf(consultant, quote.reference);
    const days = view.days.map(({ date: _date, ...day }) => day);
    const put = (body: object) =>
      consultant.put(`/api/admin/files/${quote.reference}/day-headers`, body);

    const short = await put({ days: days.slice(1) });
    expect(short.statusCode).toBe(422);
    expect(short.json<{ errors: Record<string, string[]> }>().errors.days).toBeDefined();

    const swapped = await put({ days: [days[1], days[0], ...days.slice(2)] });
    expect(swapped.statusCode).toBe(422);

    const unknown = await put({
      days: days.map((day, index) =>
        index === 1 ? { ...day, overnightLocationId: 999_999 } : day,
      ),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty([
      'days.1.overnightLocationId',
    ]);

    const long = await put({
      days: days.map((day, index) => (index === 0 ? { ...day, title: 'x'.repeat(201) } : day)),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json<{ message: string }>().message).toBeTruthy();
    expect(await auditsOf(quote.reference, 'file.day-headers-edited')).toHaveLength(0);
  });
});

describe('the itinerary', () => {
  it('reorders services within a day and sets times and texts, shown in that order everywhere', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const view = await itineraryOf(consultant, quote.reference);
    const busyDay = view.days.find((day) => day.lines.length >= 2);
    if (!busyDay) throw new Error('the demo package has no day with two services');
    const reversed = [...busyDay.lines].reverse();
    const changes = changesOf(view).map((change) => {
      const position = reversed.findIndex((line) => line.id === change.id);
      return position === -1
        ? change
        : {
            ...change,
            sortOrder: position,
            startTime: position === 0 ? '0815' : change.startTime,
            endTime: position === 0 ? '0930' : change.endTime,
            remarks: position === 0 ? 'Meet your guide at the i-SITE.' : change.remarks,
          };
    });
    const response = await consultant.put(`/api/admin/files/${quote.reference}/itinerary`, {
      lines: changes,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<TItineraryView>();
    const savedDay = saved.days.find((day) => day.dayNumber === busyDay.dayNumber);
    expect(savedDay?.lines.map((line) => line.id)).toEqual(reversed.map((line) => line.id));
    expect(savedDay?.lines[0]).toMatchObject({
      startTime: '0815',
      endTime: '0930',
      remarks: 'Meet your guide at the i-SITE.',
    });
    // Order, times and texts are not part of a quote's versioned content.
    expect(saved.version).toBe(quote.version);

    const agentDay = (await agentFile(quote.reference)).days.find(
      (day) => day.dayNumber === busyDay.dayNumber,
    );
    expect(agentDay?.lines.map((line) => line.name)).toEqual(reversed.map((line) => line.name));
    // Nothing moved between days: the event lays out no list of moves.
    const [edited] = await eventsOf(quote.reference);
    expect(edited).toMatchObject({ action: 'itinerary.edited' });
    expect(edited?.facts.some((fact) => fact.kind === 'list')).toBe(false);
    expect(await auditsOf(quote.reference, 'file.itinerary-edited')).toHaveLength(1);
  });

  it('moves a service to another day of a quote: dates follow and a version is saved', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const view = await itineraryOf(consultant, quote.reference);
    const line = view.days
      .flatMap((day) => day.lines)
      .find((candidate) => candidate.span === 1 && candidate.dayNumber < view.dayCount);
    if (!line) throw new Error('no one-day service to move');
    const broadcast = vi.spyOn(world.t.app.broadcaster, 'broadcast');
    let saved: TItineraryView;
    try {
      const response = await consultant.put(`/api/admin/files/${quote.reference}/itinerary`, {
        lines: [
          {
            id: line.id,
            dayNumber: line.dayNumber + 1,
            sortOrder: 0,
            startTime: null,
            endTime: null,
            remarks: '',
          },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      saved = response.json<TItineraryView>();
      expect(broadcast).toHaveBeenCalledWith(
        [`private-file.${quote.id}`, `private-agency.${quote.agencyId}`],
        'file.updated',
        expect.objectContaining({ action: 'itinerary.edited', version: quote.version + 1 }),
      );
    } finally {
      broadcast.mockRestore();
    }
    expect(saved.version).toBe(quote.version + 1);
    const nextDay = saved.days.find((day) => day.dayNumber === line.dayNumber + 1);
    expect(nextDay?.lines[0]).toMatchObject({ id: line.id, date: nextDay?.date });
    const versions = (await world.nzAgent.get(`/api/app/files/${quote.reference}/versions`)).json<{
      data: { number: number; action: string }[];
    }>().data;
    expect(versions[0]).toMatchObject({ number: quote.version + 1, action: 'itinerary.edited' });
    const agentLine = linesOf(await agentFile(quote.reference)).find(
      (candidate) => candidate.name === line.name && candidate.dayNumber === line.dayNumber + 1,
    );
    expect(agentLine).toBeDefined();
  });

  it('refuses days outside the trip, services of other files and bad times (422)', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const other = await world.createQuote(world.nzAgent);
    const view = await itineraryOf(consultant, quote.reference);
    const otherView = await itineraryOf(consultant, other.reference);
    const [first] = changesOf(view);
    const [foreign] = changesOf(otherView);
    if (!first || !foreign) throw new Error('no lines');
    const put = (lines: unknown[]) =>
      consultant.put(`/api/admin/files/${quote.reference}/itinerary`, { lines });

    const outside = await put([{ ...first, dayNumber: view.dayCount + 1 }]);
    expect(outside.statusCode).toBe(422);
    expect(outside.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty([
      'lines.0.dayNumber',
    ]);
    const stranger = await put([foreign]);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty([
      'lines.0.id',
    ]);
    expect((await put([first, first])).statusCode).toBe(422);
    expect((await put([{ ...first, startTime: '2500' }])).statusCode).toBe(422);
    expect((await put([{ ...first, remarks: 'x'.repeat(2001) }])).statusCode).toBe(422);
    expect((await put([])).statusCode).toBe(422);
    expect(await auditsOf(quote.reference, 'file.itinerary-edited')).toHaveLength(0);
  });

  it('keeps requested services on their date but lets times change; a cancelled file is closed', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const request = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(request.statusCode, request.body).toBe(200);
    const view = await itineraryOf(consultant, quote.reference);
    expect(view.status).toBe('Requested');
    const line = view.days
      .flatMap((day) => day.lines)
      .find((candidate) => !candidate.canMove && candidate.dayNumber < view.dayCount);
    if (!line) throw new Error('no requested line');
    const base = {
      id: line.id,
      sortOrder: 0,
      startTime: '1000',
      endTime: null,
      remarks: 'Check in from 10am.',
    };
    const move = await consultant.put(`/api/admin/files/${quote.reference}/itinerary`, {
      lines: [{ ...base, dayNumber: line.dayNumber + 1 }],
    });
    expect(move.statusCode).toBe(422);
    expect(move.json<{ message: string }>().message).toBeTruthy();
    const retime = await consultant.put(`/api/admin/files/${quote.reference}/itinerary`, {
      lines: [{ ...base, dayNumber: line.dayNumber }],
    });
    expect(retime.statusCode, retime.body).toBe(200);
    expect(retime.json<TItineraryView>().version).toBe(view.version);

    await world.t.db.update(files).set({ status: 'Cancelled' }).where(eq(files.id, quote.id));
    const closed = await consultant.put(`/api/admin/files/${quote.reference}/itinerary`, {
      lines: [{ ...base, dayNumber: line.dayNumber }],
    });
    expect(closed.statusCode).toBe(409);
    expect((await itineraryOf(consultant, quote.reference)).canEdit).toBe(false);
    const headers = await dayHeadersOf(consultant, quote.reference);
    const closedHeaders = await consultant.put(`/api/admin/files/${quote.reference}/day-headers`, {
      days: headers.days.map(({ date: _date, ...day }) => day),
    });
    expect(closedHeaders.statusCode).toBe(409);
  });
});

describe('access', () => {
  it('lets staff without files.manage-all read but not save (403), and keeps agents out', async () => {
    const quote = await world.createQuote(world.nzAgent);
    const view = await itineraryOf(accountant, quote.reference);
    expect(view.canEdit).toBe(false);
    const headers = await dayHeadersOf(accountant, quote.reference);
    const put = await accountant.put(`/api/admin/files/${quote.reference}/day-headers`, {
      days: headers.days.map(({ date: _date, ...day }) => day),
    });
    expect(put.statusCode).toBe(403);
    expect(
      (
        await accountant.put(`/api/admin/files/${quote.reference}/itinerary`, {
          lines: changesOf(view),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await world.nzAgent.get(`/api/admin/files/${quote.reference}/itinerary`)).statusCode,
    ).toBe(403);
    expect((await consultant.get('/api/admin/files/NZ-999999/day-headers')).statusCode).toBe(404);
  });
});
