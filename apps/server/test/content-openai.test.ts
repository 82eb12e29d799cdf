import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TContentBatch, TContentSuggestion } from '@portal/shared/contracts/content';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { DEFAULT_CONTENT_OPTIONS } from '@portal/shared/domain/content-assessment';
import { loadConfig } from '../src/config/env';
import {
  ContentProviderError,
  type TContentProviderInput,
} from '../src/modules/content/content-provider';
import { writeContentText } from '../src/modules/content/content-store.repository';
import {
  createChatClient,
  type TChatClientConfig,
} from '../src/modules/content/openai-compatible.client';
import { createOpenAiCompatibleProvider } from '../src/modules/content/openai-compatible.provider';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildProduct } from './catalogue-factories';
import { buildAdmin } from './factories';
import { guardNetwork } from './online-payments-support';

/**
 * The OpenAI-compatible adapter against a local server that speaks the chat-completions API:
 * what it sends, how it maps the answers and failures, its retries and its time-out.
 */

interface TCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; messages?: { role: string; content: string }[]; temperature?: number };
}
type THandler = (call: TCall, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
const calls: TCall[] = [];
let handlers: THandler[] = [];
/** Answers used once each, in order; after them, the last one again. */
function answerWith(...next: THandler[]) {
  handlers = next;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): THandler {
  return (_call, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

function completion(content: string | null): THandler {
  return json(200, {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

/** Answers each prompt with something that shows what was asked. */
const echoModel: THandler = (call, response) => {
  const system = call.body.messages?.[0]?.content ?? '';
  const language = /into (\w+)\./.exec(system)?.[1] ?? /Write in (\w+)\./.exec(system)?.[1] ?? '?';
  const content = system.includes('Translate')
    ? `[${language}] A translated description.`
    : 'A calmer description of the whale cruise, with the crew and the coast.';
  completion(content)(call, response);
};

let fetchSpy: ReturnType<typeof guardNetwork>;

beforeAll(async () => {
  fetchSpy = guardNetwork();
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const call: TCall = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as TCall['body']) : {},
      };
      calls.push(call);
      const handler = handlers.length > 1 ? handlers.shift() : handlers[0];
      (handler ?? json(500, { error: { message: 'no answer planned' } }))(call, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  calls.length = 0;
  handlers = [];
});

function client(overrides: Partial<TChatClientConfig> = {}) {
  const waits: number[] = [];
  const chat = createChatClient({
    baseUrl,
    apiKey: 'sk-local-test-key',
    model: 'llama3.1:8b',
    timeoutMs: 2000,
    maxRetries: 2,
    retryDelayMs: 10,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { chat, waits };
}

async function failureOf(promise: Promise<unknown>): Promise<ContentProviderError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContentProviderError);
  return error as ContentProviderError;
}

const MESSAGES = [
  { role: 'system' as const, content: 'You edit descriptions.' },
  { role: 'user' as const, content: 'Improve: A cruise.' },
];

describe('the chat-completions client', () => {
  it('posts the model and messages to {base}/chat/completions with the bearer key', async () => {
    answerWith(completion('  A better cruise.  '));
    const { chat } = client();
    expect(await chat.complete(MESSAGES)).toBe('A better cruise.');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe('Bearer sk-local-test-key');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({ model: 'llama3.1:8b', messages: MESSAGES, temperature: 0.2 });
  });

  it('sends no authorization header without a key (a local server)', async () => {
    answerWith(completion('Fine.'));
    await client({ apiKey: null }).chat.complete(MESSAGES);
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('maps 401 and 403 to an authentication error that does not show the key', async () => {
    answerWith(json(401, { error: { message: 'Incorrect API key provided: sk-local-test-key' } }));
    const error = await failureOf(client().chat.complete(MESSAGES));
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect(error.message).toContain('refused the API key (401)');
    expect(error.message).not.toContain('sk-local');
    expect(calls).toHaveLength(1);
  });

  it('maps other 4xx to a rejected request with the server’s explanation, without retrying', async () => {
    answerWith(
      json(404, { error: { message: 'model "llama9" not found', type: 'invalid_request_error' } }),
    );
    const error = await failureOf(client().chat.complete(MESSAGES));
    expect(error).toMatchObject({ kind: 'bad-request', status: 404 });
    expect(error.message).toBe(
      `The language model at ${new URL(baseUrl).host} rejected the request (404): model "llama9" not found.`,
    );
    expect(calls).toHaveLength(1);
  });

  it('retries a 429, waiting as long as Retry-After says, then succeeds', async () => {
    answerWith(
      json(429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '2' }),
      completion('After the wait.'),
    );
    const { chat, waits } = client();
    expect(await chat.complete(MESSAGES)).toBe('After the wait.');
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it('retries 5xx with exponential backoff and gives up after the retries', async () => {
    answerWith(json(503, { error: 'overloaded' }));
    const { chat, waits } = client({ maxRetries: 2, retryDelayMs: 10 });
    const error = await failureOf(chat.complete(MESSAGES));
    expect(error).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(error.message).toContain('failed (503): overloaded');
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([10, 20]);
  });

  it('gives up on a rate limit that lasts', async () => {
    answerWith(json(429, {}));
    const error = await failureOf(client({ maxRetries: 1 }).chat.complete(MESSAGES));
    expect(error.kind).toBe('rate-limited');
    expect(calls).toHaveLength(2);
  });

  it('times out a slow answer, without retrying it', async () => {
    answerWith((call, response) => {
      const timer = setTimeout(() => completion('Too late.')(call, response), 1500);
      response.on('close', () => clearTimeout(timer));
    });
    const started = Date.now();
    const error = await failureOf(client({ timeoutMs: 200 }).chat.complete(MESSAGES));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('did not answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(1400);
    expect(calls).toHaveLength(1);
  });

  it('refuses an answer that is not a chat completion', async () => {
    answerWith(json(200, { result: 'hello' }));
    expect((await failureOf(client().chat.complete(MESSAGES))).kind).toBe('invalid-response');
    answerWith(completion(null));
    expect((await failureOf(client().chat.complete(MESSAGES))).kind).toBe('invalid-response');
  });

  it('reports an unreachable server after retrying', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const { chat, waits } = client({ baseUrl: `http://127.0.0.1:${port}/v1`, maxRetries: 1 });
    const error = await failureOf(chat.complete(MESSAGES));
    expect(error).toMatchObject({ kind: 'unavailable', status: null });
    expect(error.message).toContain('could not be reached');
    expect(waits).toHaveLength(1);
  });
});

describe('the OpenAI-compatible content provider', () => {
  function input(
    texts: Partial<Record<'en' | 'de' | 'es' | 'it' | 'fr', string>>,
  ): TContentProviderInput {
    return {
      kind: 'product',
      entityId: 7,
      code: 'KAIWHL-WHALE',
      name: 'Whale Cruise',
      field: 'description',
      texts: { en: '', de: '', es: '', it: '', fr: '', ...texts },
      facts: { expectsTime: true, expectsDuration: false, expectsInclusions: false },
      findings: [
        { code: 'banned-phrase', language: 'en', penalty: 15, params: { phrase: 'book now' } },
        { code: 'missing-time', language: 'en', penalty: 8, params: {} },
        { code: 'untranslated', language: 'de', penalty: 8, params: { reason: 'missing' } },
      ],
      languages: ['en', 'de'],
      options: DEFAULT_CONTENT_OPTIONS,
    };
  }

  it('asks for a rewrite that fixes the findings and a translation of the English', async () => {
    answerWith(echoModel);
    const provider = createOpenAiCompatibleProvider(client().chat);
    const suggestions = await provider.suggest(input({ en: 'Whale cruise. Book now!' }));
    expect(suggestions).toEqual([
      {
        language: 'en',
        type: 'rewrite',
        text: 'A calmer description of the whale cruise, with the crew and the coast.',
        changes: [
          { code: 'model-rewrite', params: { model: 'llama3.1:8b' } },
          { code: 'add-time', params: {} },
        ],
      },
      {
        language: 'de',
        type: 'translation',
        text: '[German] A translated description.',
        changes: [{ code: 'model-translation', params: { model: 'llama3.1:8b' } }],
      },
    ]);
    const [rewrite, translation] = calls;
    expect(rewrite?.body.messages?.[0]?.content).toContain('Never add a time');
    expect(rewrite?.body.messages?.[0]?.content).toContain('"book now"');
    expect(rewrite?.body.messages?.[1]?.content).toContain('Remove the phrase "book now".');
    expect(rewrite?.body.messages?.[1]?.content).toContain('Whale cruise. Book now!');
    expect(translation?.body.messages?.[0]?.content).toContain(
      'Translate from English into German.',
    );
    expect(translation?.body.messages?.[1]?.content).toContain('Whale cruise. Book now!');
  });

  it('lets a provider error through for the batch to record', async () => {
    answerWith(json(401, {}));
    const provider = createOpenAiCompatibleProvider(client().chat);
    expect((await failureOf(provider.suggest(input({ en: 'Whale cruise. Book now!' })))).kind).toBe(
      'auth',
    );
  });
});

describe('content processing with LLM_BASE_URL', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        LLM_BASE_URL: baseUrl,
        LLM_API_KEY: 'sk-local-test-key',
        LLM_MODEL: 'local-model',
        LLM_MAX_RETRIES: '0',
      },
    });
  });
  afterAll(() => t.close());

  it('reads the LLM settings from the environment', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1/' }).llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      model: 'gpt-4o-mini',
      timeoutMs: 60_000,
      maxRetries: 2,
    });
    expect(loadConfig({}).llm).toBeNull();
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://model.example' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS/);
  });

  it('runs a batch through the model and records its failures on the items', async () => {
    const admin = await t.signIn((await buildAdmin(t)).username, 'admin');
    const product = await buildProduct(t, { name: 'Model Whale Cruise' });
    await writeContentText(t.db, {
      kind: 'product',
      entityId: product.id,
      field: 'description',
      language: 'en',
      text: 'Whale cruise. Book now!',
      source: 'import',
      author: null,
      at: new Date(),
    });
    answerWith(echoModel);
    const created = await admin.post('/api/admin/content/batches', { languages: ['en', 'fr'] });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json<TContentBatch>();
    expect(batch.provider).toBe('openai-compatible');
    let finished = batch;
    for (
      let attempt = 0;
      attempt < 200 && ['queued', 'running'].includes(finished.status);
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      finished = (await admin.get(`/api/admin/content/batches/${batch.id}`)).json<TContentBatch>();
    }
    expect(finished).toMatchObject({ status: 'completed', done: 1, failed: 0 });
    expect(calls.every((call) => call.body.model === 'local-model')).toBe(true);
    const suggestions = (
      await admin.get(`/api/admin/content/suggestions?batch_id=${batch.id}`)
    ).json<TPaginated<TContentSuggestion>>().data;
    expect(suggestions.map((s) => [s.language, s.type, s.provider, s.suggestedText])).toEqual([
      [
        'en',
        'rewrite',
        'openai-compatible',
        'A calmer description of the whale cruise, with the crew and the coast.',
      ],
      ['fr', 'translation', 'openai-compatible', '[French] A translated description.'],
    ]);

    answerWith(json(500, { error: { message: 'CUDA out of memory' } }));
    const failing = (
      await admin.post('/api/admin/content/batches', { languages: ['fr'] })
    ).json<TContentBatch>();
    let failed = failing;
    for (
      let attempt = 0;
      attempt < 200 && ['queued', 'running'].includes(failed.status);
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      failed = (await admin.get(`/api/admin/content/batches/${failing.id}`)).json<TContentBatch>();
    }
    expect(failed).toMatchObject({ status: 'completed', done: 0, failed: 1 });
    expect(failed.lastError).toContain('failed (500): CUDA out of memory');
    expect(fetchSpy).toHaveBeenCalled();
  });
});
