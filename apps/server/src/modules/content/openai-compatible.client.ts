import { z } from 'zod';
import { ContentProviderError } from './content-provider';

/**
 * A client for the chat-completions endpoint that OpenAI and most local model servers speak
 * (Ollama, llama.cpp, vLLM, LM Studio): POST {baseUrl}/chat/completions with a bearer key. Retries
 * a 429 or a 5xx (and a connection failure) with exponential backoff, honouring Retry-After; gives
 * up on an attempt after `timeoutMs`; turns every failure into a ContentProviderError whose message
 * says what went wrong without the key.
 */

export interface TChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TChatClientConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  /** Retries after the first attempt, for 429, 5xx and connection failures. */
  maxRetries: number;
  /** The first backoff; each retry doubles it. */
  retryDelayMs?: number;
  /** The longest wait a Retry-After header may ask for. */
  maxRetryDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface TChatClient {
  readonly model: string;
  complete(messages: readonly TChatMessage[]): Promise<string>;
}

const ZChatAnswer = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});
const ZErrorAnswer = z.object({
  error: z.union([z.object({ message: z.string().optional() }).loose(), z.string()]),
});

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The provider's own explanation, if its error body has one (cut short for the batch screen). */
function errorDetail(body: unknown): string {
  const parsed = ZErrorAnswer.safeParse(body);
  if (!parsed.success) return '';
  const message =
    typeof parsed.data.error === 'string' ? parsed.data.error : parsed.data.error.message;
  return message ? `: ${message.slice(0, 300)}` : '';
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function createChatClient(config: TChatClientConfig): TChatClient {
  const doFetch = config.fetch ?? fetch;
  const sleep = config.sleep ?? defaultSleep;
  const retryDelayMs = config.retryDelayMs ?? 500;
  const maxRetryDelayMs = config.maxRetryDelayMs ?? 30_000;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const host = new URL(url).host;

  async function attempt(
    messages: readonly TChatMessage[],
  ): Promise<{ retryable: ContentProviderError; waitMs: number | null } | { text: string }> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2 }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      if (isTimeout(error)) {
        throw new ContentProviderError(
          'timeout',
          `The language model at ${host} did not answer within ${config.timeoutMs} ms.`,
        );
      }
      return {
        retryable: new ContentProviderError(
          'unavailable',
          `The language model at ${host} could not be reached.`,
        ),
        waitMs: null,
      };
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch (error) {
      if (isTimeout(error)) {
        throw new ContentProviderError(
          'timeout',
          `The language model at ${host} did not answer within ${config.timeoutMs} ms.`,
        );
      }
      body = null;
    }
    const status = response.status;
    if (status === 429) {
      return {
        retryable: new ContentProviderError(
          'rate-limited',
          `The language model at ${host} is rate limiting requests (429)${errorDetail(body)}.`,
          status,
        ),
        waitMs: retryAfterMs(response.headers.get('retry-after')),
      };
    }
    if (status >= 500) {
      return {
        retryable: new ContentProviderError(
          'unavailable',
          `The language model at ${host} failed (${status})${errorDetail(body)}.`,
          status,
        ),
        waitMs: retryAfterMs(response.headers.get('retry-after')),
      };
    }
    if (status === 401 || status === 403) {
      throw new ContentProviderError(
        'auth',
        `The language model at ${host} refused the API key (${status}). Check LLM_API_KEY.`,
        status,
      );
    }
    if (!response.ok) {
      throw new ContentProviderError(
        'bad-request',
        `The language model at ${host} rejected the request (${status})${errorDetail(body)}.`,
        status,
      );
    }
    const answer = ZChatAnswer.safeParse(body);
    const text = answer.success ? (answer.data.choices[0]?.message.content ?? '').trim() : '';
    if (!text) {
      throw new ContentProviderError(
        'invalid-response',
        `The language model at ${host} gave no answer in the chat-completions format.`,
        status,
      );
    }
    return { text };
  }

  return {
    model: config.model,
    async complete(messages) {
      for (let retry = 0; ; retry += 1) {
        const outcome = await attempt(messages);
        if ('text' in outcome) return outcome.text;
        if (retry >= config.maxRetries) throw outcome.retryable;
        const backoff = retryDelayMs * 2 ** retry;
        await sleep(Math.min(maxRetryDelayMs, outcome.waitMs ?? backoff));
      }
    },
  };
}
