import { z } from 'zod';
import { ZApiError } from '@portal/shared/contracts/errors';
import { ZAmendBookingRequest } from '@portal/shared/contracts/amendments';
import { ZFileView } from '@portal/shared/contracts/files';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/contracts/invoices';
import { ZPdfDocument } from '@portal/shared/contracts/partner-v1';
import type { TApiKeyScope } from '@portal/shared/contracts/partner-api';
import type { TRouteEntry } from '../../plugins/auth';
import { ZPartnerIdempotencyKey } from './partner-idempotency';

/**
 * The partner API's OpenAPI 3.1 document, built from the route table: every /api/partner/v1
 * route with the zod schemas it validates with (zod's JSON Schema output: requests as the input
 * they accept, answers as the output they send), its summary and tags, the bearer key it needs
 * and, on a POST, the Idempotency-Key header the partner routes' hook reads. The document cannot
 * say what the routes do not enforce, and a route missing its name or summary fails the build.
 */

type TJson = Record<string, unknown>;
type TIo = 'input' | 'output';

const OPENAPI_VERSION = '3.1.0';

/** Schemas more than one operation uses, named once; the others are named after their operation. */
const SHARED_SCHEMA_NAMES = new Map<unknown, string>([
  [ZApiError, 'Error'],
  [ZFileView, 'FileView'],
  [ZPdfDocument, 'PdfDocument'],
  [ZAmendBookingRequest, 'AmendmentRequest'],
]);

const TAGS: Record<string, string> = {
  Catalogue: 'Locations, products and packages of your market.',
  Quotes: 'Pricing and saving quotes.',
  Files: "Your agency's quotes and bookings.",
  Bookings: 'Requesting, amending and cancelling bookings.',
  Payments: "Payment links for a booking's deposit or balance.",
  Billing: "Invoices, credit notes and the agency's account.",
  Documents: 'Itineraries, vouchers, invoices and credit notes as PDF.',
};

const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK.',
  201: 'Created.',
  400: 'The body could not be read (malformed JSON, wrong content type).',
  401: 'No valid API key: send `Authorization: Bearer <key>`.',
  403: "The key lacks the scope, or the key's user the permission, this call needs.",
  404: "Not found in your agency (another agency's records are not found either).",
  409: 'The file is not in a state for this or changed since you looked (prices, version), or a request with this Idempotency-Key is still being processed.',
  422: 'Invalid input: `errors` lists the messages by field. Also an Idempotency-Key already used for a different request.',
  429: "Over the key's rate limit: try again after the `retry-after` header's seconds.",
};

const SCOPE_NOTES: Record<TApiKeyScope, string> = {
  read: 'Any API key may call this (every scope reads).',
  quote: 'Needs an API key with the `quote` scope.',
  book: 'Needs an API key with the `book` scope.',
  pay: 'Needs an API key with the `pay` scope.',
};

const JSON_SCHEMA_OPTIONS = { target: 'draft-2020-12', unrepresentable: 'any' } as const;

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function pascal(operationId: string): string {
  return operationId.charAt(0).toUpperCase() + operationId.slice(1);
}

/** A root JSON Schema without the keywords a component or parameter schema does not carry. */
function bare(schema: TJson): TJson {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

function componentRef(name: string): TJson {
  return { $ref: `#/components/schemas/${name}` };
}

/** The parameters of a path or query schema: one per property. */
function parametersOf(schema: unknown, location: 'path' | 'query'): TJson[] {
  if (!isZodSchema(schema)) return [];
  const json = z.toJSONSchema(schema, { ...JSON_SCHEMA_OPTIONS, io: 'input' }) as TJson;
  const required = new Set((json.required as string[] | undefined) ?? []);
  const properties = (json.properties as Record<string, TJson> | undefined) ?? {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'Your unique id for this request. A repeat with the same key and the same request answers as the first did and changes nothing; the same key with a different request is refused (422).',
  schema: bare(
    z.toJSONSchema(ZPartnerIdempotencyKey.unwrap(), { ...JSON_SCHEMA_OPTIONS, io: 'input' }),
  ),
};

/** Names every request body (io input) or answer (io output) schema, one name per schema. */
class SchemaNames {
  private readonly names = new Map<z.ZodType, string>();
  private readonly users = new Map<z.ZodType, string>();

  constructor(private readonly io: TIo) {}

  /** The component name of `schema`, used by `operationId` as its `part`. */
  nameOf(schema: z.ZodType, operationId: string, part: string): string {
    const shared = SHARED_SCHEMA_NAMES.get(schema);
    const firstUser = this.users.get(schema);
    if (!shared && firstUser && firstUser !== operationId) {
      throw new Error(
        `${firstUser} and ${operationId} share a schema: name it in SHARED_SCHEMA_NAMES (openapi.ts)`,
      );
    }
    this.users.set(schema, operationId);
    const name = shared ?? this.names.get(schema) ?? `${pascal(operationId)}${part}`;
    this.names.set(schema, name);
    return name;
  }

  /** Every named schema as JSON Schema; a schema nested in another named one is a reference. */
  components(): Record<string, TJson> {
    const registry = z.registry<{ id: string }>();
    for (const [schema, id] of this.names) registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(registry, {
      ...JSON_SCHEMA_OPTIONS,
      io: this.io,
      uri: (id) => `#/components/schemas/${id}`,
    });
    if ('__shared' in schemas) throw new Error('A recursive schema needs a name of its own');
    return Object.fromEntries(
      Object.entries(schemas).map(([name, schema]) => [name, bare(schema as TJson)]),
    );
  }
}

/**
 * An operation without its responses, which wait for the answers' components (a PDF's media type
 * is in its schema), and the component each answer status names.
 */
function operationOf(
  route: TRouteEntry,
  scope: TApiKeyScope,
  inputs: SchemaNames,
  outputs: SchemaNames,
) {
  const { operationId, summary, tags, description, response } = route.doc;
  if (!operationId || !summary || !tags?.length || !response) {
    throw new Error(
      `${route.method} ${route.url} needs an operationId, summary, tags and responses`,
    );
  }
  const unknownTag = tags.find((tag) => !(tag in TAGS));
  if (unknownTag) throw new Error(`${operationId}: add the tag "${unknownTag}" to TAGS`);
  const parameters = [
    ...parametersOf(route.schema.params, 'path'),
    ...parametersOf(route.schema.querystring, 'query'),
    ...(route.method === 'POST' ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  const { body } = route.schema;
  const answers = Object.entries(response).map(([status, schema]) => {
    if (!isZodSchema(schema)) throw new Error(`${operationId} ${status}: not a zod schema`);
    const part = status.startsWith('2') ? 'Response' : status;
    return { status, name: outputs.nameOf(schema, operationId, part) };
  });
  const operation = {
    operationId,
    summary,
    description: [description, SCOPE_NOTES[scope]].filter(Boolean).join('\n\n'),
    tags,
    security: [{ bearerAuth: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(isZodSchema(body)
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: componentRef(inputs.nameOf(body, operationId, 'Request')),
              },
            },
          },
        }
      : {}),
  };
  return { operation, answers };
}

/** An answer's media type is its schema's (a PDF's), JSON otherwise. */
function responsesOf(
  answers: { status: string; name: string }[],
  components: Record<string, TJson>,
): TJson {
  return Object.fromEntries(
    answers.map(({ status, name }) => [
      status,
      {
        description: STATUS_DESCRIPTIONS[status] ?? 'See the message.',
        content: {
          [String(components[name]?.contentMediaType ?? 'application/json')]: {
            schema: componentRef(name),
          },
        },
      },
    ]),
  );
}

/** The OpenAPI 3.1 document of every partner route in `routes` (the app's route table). */
export function buildPartnerOpenApiDocument(
  routes: readonly TRouteEntry[],
  info: { version: string },
): TJson {
  const inputs = new SchemaNames('input');
  const outputs = new SchemaNames('output');
  const operations = routes.flatMap((route) =>
    route.access?.type === 'partner'
      ? [{ route, ...operationOf(route, route.access.scope, inputs, outputs) }]
      : [],
  );
  const requestSchemas = inputs.components();
  const answerSchemas = outputs.components();
  const clash = Object.keys(requestSchemas).find((name) => name in answerSchemas);
  if (clash) throw new Error(`The schema name ${clash} is used for a request and an answer`);

  const paths: Record<string, Record<string, TJson>> = {};
  for (const { route, operation, answers } of operations) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        ...operation,
        responses: responsesOf(answers, answerSchemas),
      },
    };
  }
  const usedTags = new Set(operations.flatMap(({ operation }) => operation.tags));
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Fernway partner API',
      version: info.version,
      description:
        "Search, price, quote, book, amend and cancel for your agency with an API key its administrator made (API keys, in the agent portal). Every call is recorded in the operator's audit log with the key's name.",
    },
    tags: Object.keys(TAGS)
      .filter((name) => usedTags.has(name))
      .map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      schemas: { ...requestSchemas, ...answerSchemas },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An agency API key: `Authorization: Bearer fw_live_…`.',
        },
      },
    },
  };
}
