import type { TConfig } from '../../config/env';
import type { TContentProvider } from './content-provider';
import { rulesContentProvider } from './content-rules.provider';
import { createChatClient } from './openai-compatible.client';
import { createOpenAiCompatibleProvider } from './openai-compatible.provider';

/** The OpenAI-compatible provider when LLM_BASE_URL is set, otherwise the built-in rules. */
export function createContentProvider(config: Pick<TConfig, 'llm'>): TContentProvider {
  if (!config.llm) return rulesContentProvider;
  return createOpenAiCompatibleProvider(
    createChatClient({
      baseUrl: config.llm.baseUrl,
      apiKey: config.llm.apiKey,
      model: config.llm.model,
      timeoutMs: config.llm.timeoutMs,
      maxRetries: config.llm.maxRetries,
    }),
  );
}
