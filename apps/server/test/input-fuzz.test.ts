import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { DEMO_PASSWORD } from '../src/db/seed';
import { listRoutes, type TRouteEntry } from '../src/plugins/auth';
import type { TestClient } from './build-test-app';
import { snapshotTables } from './data-snapshot';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';

/**
 * Bad input on every endpoint that takes a JSON body or a query string, derived from the route
 * table and the zod schemas each route declares (so a new route is covered without being listed):
 * malformed, oversized, wrong-typed and hostile values, sent as a caller the guard lets through.
 * Every answer must be a 4xx with a JSON message (never a 5xx), and input the schema refuses must
 * change nothing in any table.
 */

/** Fixed seed and run counts: the same inputs every run, a few seconds per thousand requests. */
const SEED = 20_261_126;
/**
 * 110 body and 96 query endpoints x 4 runs x 2 properties, and 63 endpoints on records that exist
 * x 4 runs: 1,900 inputs a run (docs/reliability.md).
 */
// FUZZ_RUNS=20 for a longer discovery run (docs/reliability.md).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 4);

let world: TFilesTestWorld;
let routes: TRouteEntry[];
const clients = {} as Record<TUserKind, TestClient>;
let sent = 0;
const existing = { fileReference: '', lineId: 0 };

beforeAll(async () => {
  world = await buildFilesWorld();
  routes = listRoutes(world.t.app);
  clients.admin = world.admin;
  clients.agent = world.nzAgencyAdmin;
  clients.supplier = await world.t.signIn('supplier.hotel', 'supplier', DEMO_PASSWORD);
  const quote = await world.createQuote(world.nzAgent);
  const booked = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(booked.statusCode, booked.body).toBe(200);
  const file = booked.json<TFileView>();
  const line = file.days.flatMap((day) => day.lines)[0];
  if (!line) throw new Error('the booked file has no service line');
  existing.fileReference = file.reference;
  existing.lineId = line.id;
});
afterAll(() => world.t.close());

type TZod = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

function isZod(value: unknown): value is TZod {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The field names a body or query schema knows, through optional, default, pipe and unions. */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (!isZod(schema) || depth > 6) return [];
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as Record<string, unknown>);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fieldsOf(def.innerType, depth + 1);
    case 'pipe':
      return fieldsOf(def.in, depth + 1);
    case 'lazy':
      return fieldsOf((def.getter as () => unknown)(), depth + 1);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap((o) => fieldsOf(o, depth + 1)))];
    case 'intersection':
      return [...fieldsOf(def.left, depth + 1), ...fieldsOf(def.right, depth + 1)];
    default:
      return [];
  }
}

function nested(levels: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

const LONG = 'x'.repeat(70_000);
const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; drop table users; --",
  'Robert"); DELETE FROM files; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '\uD800',
  '\uDFFF lone',
  'nul\u0000byte',
  '😀'.repeat(300),
  '   ',
  '',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x7fffffff',
  '99999999999999999999999',
  '0000-00-00',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '-000001-01-01',
  '275760-09-14',
  '24:61',
  'true',
  'null',
  '[]',
  '{}',
  '../../etc/passwd',
  '%00',
  'a'.repeat(300),
  'a'.repeat(5_000),
  LONG,
];
const HOSTILE_NUMBERS = [
  -1,
  -100_000,
  0,
  0.5,
  -0.01,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  123_456_789_012,
];

/** One hostile value: any type, so a field usually gets the wrong one. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom([], [1, 2], ['a'], [{}], [null]) },
  { weight: 1, arbitrary: fc.constantFrom({}, { id: 1 }, nested(40), nested(3)) },
  {
    weight: 1,
    arbitrary: fc.array(fc.constantFrom(...HOSTILE_STRINGS.slice(0, 10)), { maxLength: 3 }),
  },
);

/** An object over the schema's own fields (plus a stray one), each with a hostile value or absent. */
function hostileObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...fields, '__proto__', 'constructor', 'unknownField'];
  return fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length });
}

/** Whole bodies of the wrong shape. */
const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, 0, -1, 'text', true, [], [{}], nested(200), Array(2_000).fill({})),
  fc.array(hostileValue, { maxLength: 4 }),
);

/** A raw payload that is not the JSON it claims to be. */
const RAW_BODIES = ['{', '{"a":', 'nul', '\u0000', '[1,2', '{"a":1}}', 'NaN', "{'a':1}"];

function bodyArbitrary(schema: unknown): fc.Arbitrary<{ raw?: string; json?: unknown }> {
  const fields = fieldsOf(schema);
  return fc.oneof(
    { weight: 6, arbitrary: hostileObject(fields).map((json) => ({ json })) },
    { weight: 2, arbitrary: wrongShape.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
  );
}

/**
 * A value of the schema's own shape (objects with their fields, enums' values, strings where
 * strings go, numbers where numbers go) filled with hostile content: most of them pass the
 * route's validator and reach the handler, which is what a hostile user of the real form sends.
 */
function shapedArbitrary(schema: unknown, depth = 0, field = ''): fc.Arbitrary<unknown> {
  if (!isZod(schema) || depth > 8) return hostileValue;
  const def = schema._zod.def;
  const inner = (key: string) => shapedArbitrary(def[key], depth + 1, field);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([key, value]) => [
            key,
            shapedArbitrary(value, depth + 1, key),
          ]),
        ),
        { requiredKeys: Object.keys(shape).filter((key) => isRequired(shape[key])) },
      );
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'nullable':
      return fc.oneof({ weight: 4, arbitrary: inner('innerType') }, fc.constant(null));
    case 'pipe':
      return inner('in');
    case 'lazy':
      return shapedArbitrary((def.getter as () => unknown)(), depth + 1, field);
    case 'union':
      return fc.oneof(
        ...(def.options as unknown[]).map((o) => shapedArbitrary(o, depth + 1, field)),
      );
    case 'array':
      return fc.array(inner('element'), { minLength: 1, maxLength: 3 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'int':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
        { weight: 5, arbitrary: /Id$/.test(field) ? fc.constant(1) : fc.nat(10) },
      );
    case 'string': {
      const formatted = formattedString(field);
      return formatted
        ? fc.oneof({ weight: 9, arbitrary: formatted }, fc.constantFrom(...HOSTILE_STRINGS))
        : fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
            fc.constantFrom(...HOSTILE_STRINGS),
            fc.string({ unit: 'grapheme', maxLength: 20 }),
          );
    }
    default:
      return hostileValue;
  }
}

/**
 * What a form sends in a field of this name that has a format (a date, a time, an e-mail address,
 * a phone number, a code), so that the rest of the body reaches the handler; null for free text.
 */
function formattedString(field: string): fc.Arbitrary<string> | null {
  if (/date|From$|To$|On$|^from$|^to$/i.test(field)) {
    return fc.constantFrom('2030-03-04', '2030-12-31', '2026-11-26', '2031-02-28');
  }
  if (/time/i.test(field)) return fc.constantFrom('09:30', '00:00', '23:59');
  if (/email/i.test(field)) return fc.constantFrom('x@example.com', 'ops+1@example.co.nz');
  if (/phone/i.test(field)) return fc.constantFrom('+64 9 123 4567', '0800 123 456');
  if (/url/i.test(field)) return fc.constant('https://example.com/a.jpg');
  if (/code|currency|country|slug/i.test(field)) return fc.constantFrom('nz', 'ab-12');
  return null;
}

/** Free text a hostile user can type into a name, a note or a reason, within usual lengths. */
const HOSTILE_TEXT = [
  "' OR '1'='1",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '😀'.repeat(3),
  '../../etc/passwd',
  '%00',
  'null',
  'NaN',
  'Ōtautahi — Māori & Co.',
];

function isRequired(field: unknown): boolean {
  if (!isZod(field)) return true;
  return !['optional', 'default', 'prefault', 'catch'].includes(field._zod.def.type);
}

function queryArbitrary(schema: unknown): fc.Arbitrary<string> {
  const keys = [...fieldsOf(schema), 'page', 'per_page', 'sort', 'q', 'unknown'];
  const value = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 6_000)),
    fc.constantFrom(...HOSTILE_NUMBERS.map(String)),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  );
  const encoded = fc.oneof(
    { weight: 8, arbitrary: value.map(encodeQueryValue) },
    // Percent-escapes that are no UTF-8 at all (a lone surrogate's bytes, a stray byte, a bare %).
    { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%FF%FE', '%', '%zz', '%00') },
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), encoded), { minLength: 1, maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
}

/** encodeURIComponent refuses lone surrogates; their UTF-8 replacement goes instead. */
function encodeQueryValue(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Path parameters name records that do not exist, so a well-formed body changes nothing either. */
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '999999').replace(/\*$/, 'x');

/**
 * Path parameters that name records that exist: agency A's booked file and its first service
 * line, record 1 of whatever the route lists (the demo seed's first), an enum's first value.
 * Tokens stay unknown: a supplier's or traveller's token opens one record and its own tests.
 */
function existingUrl(route: TRouteEntry): string {
  const paramsSchema = route.schema.params;
  const shape = isZod(paramsSchema)
    ? ((paramsSchema._zod.def.shape as Record<string, unknown> | undefined) ?? {})
    : {};
  return route.url
    .replace(/:(\w+)/g, (_match, name: string) => {
      if (name === 'ref' || name === 'reference') return existing.fileReference;
      if (name === 'lineId') return String(existing.lineId);
      if (/token/i.test(name)) return '999999';
      const field = shape[name];
      if (isZod(field) && field._zod.def.type === 'enum') {
        const [first] = Object.values(field._zod.def.entries as Record<string, string>);
        return String(first);
      }
      return '1';
    })
    .replace(/\*$/, 'x');
}

let addresses = 0;
let anonymous: TestClient | undefined;
function clientFor(route: TRouteEntry): { client: TestClient; remoteAddress?: string } {
  const access = route.access;
  if (access?.type === 'user') return { client: clients[access.area ?? 'admin'] };
  addresses += 1;
  // Public routes are rate limited per address: a fresh address per request.
  anonymous ??= world.t.client();
  return {
    client: anonymous,
    remoteAddress: `10.55.${String(Math.floor(addresses / 250) % 250)}.${String(addresses % 250)}`,
  };
}

async function send(
  route: TRouteEntry,
  input: { raw?: string; json?: unknown; query?: string },
  path = concreteUrl(route.url),
): Promise<LightMyRequestResponse> {
  sent += 1;
  const { client, remoteAddress } = clientFor(route);
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const url = path + (input.query ? `?${input.query}` : '');
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (input.raw !== undefined) payload = input.raw;
  else if (input.json !== undefined) payload = JSON.stringify(input.json);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return client.request(method, url, payload, {
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function describeInput(input: unknown): string {
  const text = JSON.stringify(input) ?? String(input);
  return text.length > 300 ? `${text.slice(0, 300)}… (${String(text.length)} chars)` : text;
}

function expectClientError(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label} -> ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(response.statusCode, `${label} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const body = response.json<{ message?: unknown }>();
  expect(typeof body.message, `${label}: JSON message`).toBe('string');
}

/** An answer that is not a server error; a refusal carries the house error shape. */
function expectNoServerError(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(typeof response.json<{ message?: unknown }>().message, `${label}: JSON message`).toBe(
      'string',
    );
  }
}

/** Runs one route's property, keeping its counterexample so every failing route is reported. */
async function collect<T extends [unknown]>(
  failures: string[],
  property: fc.IAsyncPropertyWithHooks<T>,
  params: fc.Parameters<T>,
) {
  const details = await fc.check(property, params);
  if (details.failed) {
    const error = details.errorInstance;
    const message = error instanceof Error ? error.message : String(error);
    failures.push(message.split('\n')[0] ?? message);
  }
}

const bodyRoutes = () => routes.filter((route) => route.schema.body !== undefined);
const queryRoutes = () => routes.filter((route) => route.schema.querystring !== undefined);

function refuses(schema: unknown, value: unknown): boolean {
  return isZod(schema) ? !schema.safeParse(value).success : false;
}

describe('bad input', () => {
  it('finds the JSON body and query-string endpoints in the route table', () => {
    expect(bodyRoutes().length).toBeGreaterThan(100);
    expect(queryRoutes().length).toBeGreaterThan(60);
  });

  it('refuses input its schema rejects with a 4xx and a message, and changes nothing', async () => {
    const before = await snapshotTables(world.t);
    const failures: string[] = [];
    let tried = 0;
    for (const [index, route] of bodyRoutes().entries()) {
      const schema = route.schema.body;
      const label = `${route.method} ${route.url}`;
      await collect(
        failures,
        fc.asyncProperty(
          bodyArbitrary(schema).filter(
            (input) => input.raw !== undefined || refuses(schema, input.json),
          ),
          async (input) => {
            tried += 1;
            expectClientError(await send(route, input), `${label} ${describeInput(input)}`);
          },
        ),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    for (const [index, route] of queryRoutes().entries()) {
      const schema = route.schema.querystring;
      const label = `${route.method} ${route.url}`;
      // A schema without fields accepts every query, so the filter below would never end.
      if (fieldsOf(schema).length === 0) {
        failures.push(`${label}: its query schema has no fields and refuses nothing; drop it`);
        continue;
      }
      await collect(
        failures,
        fc.asyncProperty(
          queryArbitrary(schema).filter((query) =>
            refuses(schema, Object.fromEntries(new URLSearchParams(query))),
          ),
          async (query) => {
            tried += 1;
            expectClientError(await send(route, { query }), `${label} ?${query.slice(0, 300)}`);
          },
        ),
        { seed: SEED + 10_000 + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // Recorded so a change in coverage shows: routes x runs, all refused.
    expect(tried).toBe((bodyRoutes().length + queryRoutes().length) * RUNS_PER_ROUTE);
    expect(await snapshotTables(world.t)).toEqual(before);
  }, 120_000);

  it('answers hostile but well-formed values without a server error', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [index, route] of bodyRoutes().entries()) {
      const label = `${route.method} ${route.url}`;
      await collect(
        failures,
        fc.asyncProperty(hostileObject(fieldsOf(route.schema.body)), async (json) => {
          tried += 1;
          expectNoServerError(await send(route, { json }), `${label} ${describeInput(json)}`);
        }),
        { seed: SEED + 20_000 + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    for (const [index, route] of queryRoutes().entries()) {
      const label = `${route.method} ${route.url}`;
      await collect(
        failures,
        fc.asyncProperty(queryArbitrary(route.schema.querystring), async (query) => {
          tried += 1;
          expectNoServerError(await send(route, { query }), `${label} ?${query.slice(0, 300)}`);
        }),
        { seed: SEED + 30_000 + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(tried).toBe((bodyRoutes().length + queryRoutes().length) * RUNS_PER_ROUTE);
    expect(sent).toBeGreaterThan(0);
  }, 120_000);

  it('answers values of the right shape with hostile content on records that exist, without a server error', async () => {
    // Runs last of the properties: these requests may change the records they name.
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    // Agents', suppliers' and public routes first: an admin's change to agency or supplier 1 may
    // close their sessions, which would leave the rest refused as 401 and untested.
    const isAdmin = (route: TRouteEntry) => route.url.startsWith('/api/admin/');
    const withParams = bodyRoutes()
      // Token routes refuse an unknown token before the body; the properties above cover them.
      .filter((route) => route.url.includes(':') && !/:\w*token/i.test(route.url))
      .sort((a, b) => Number(isAdmin(a)) - Number(isAdmin(b)));
    for (const [index, route] of withParams.entries()) {
      const url = existingUrl(route);
      const label = `${route.method} ${url}`;
      await collect(
        failures,
        fc.asyncProperty(shapedArbitrary(route.schema.body), async (json) => {
          const response = await send(route, { json }, url);
          const kind = response.statusCode < 400 ? '2xx/3xx' : String(response.statusCode);
          statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
          expectNoServerError(response, `${label} ${describeInput(json)}`);
        }),
        { seed: SEED + 40_000 + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // Shaped values must often get past the validator (about half did), or this tests nothing new.
    const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    expect(answered).toBe(withParams.length * RUNS_PER_ROUTE);
    expect(answered - (statuses.get('422') ?? 0), JSON.stringify([...statuses])).toBeGreaterThan(
      answered / 3,
    );
    console.info(`records that exist: ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 120_000);

  it('refuses a body over the server-wide limit with 413 and a message', async () => {
    const route = bodyRoutes().find((r) => r.url === '/api/admin/locations' && r.method === 'POST');
    if (!route) throw new Error('POST /api/admin/locations is gone');
    const response = await send(route, { json: { name: 'x'.repeat(1_100_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});
