import {
  ZCreateApiKeyRequest,
  ZWebhookEndpointRequest,
} from '@portal/shared/contracts/partner-api';
import { parseValidationMessage } from '@portal/shared/validation/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { z } from 'zod';
import {
  checkWithContract,
  CONTRACT_MESSAGE_KEYS,
  maxLengthOf,
  translateContractError,
} from './contract-check';

/** Every message the two request contracts can answer, from bodies breaking each of their checks. */
function contractMessages(): string[] {
  const bodies = [
    [ZCreateApiKeyRequest, { name: '', scopes: [] }],
    [ZCreateApiKeyRequest, { name: 'x'.repeat(61), scopes: ['admin'] }],
    [ZWebhookEndpointRequest, { url: '', events: [] }],
    [ZWebhookEndpointRequest, { url: 'ftp://x.example', events: ['file.deleted'] }],
    [
      ZWebhookEndpointRequest,
      {
        url: `https://${'x'.repeat(500)}`,
        description: 'd'.repeat(201),
        events: ['line.confirmed'],
      },
    ],
  ] as const;
  return bodies.flatMap(([schema, body]) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  });
}

describe('the partner API contract messages', () => {
  it('are all translated, by the shared rules or by this namespace', () => {
    const untranslated = contractMessages().filter(
      (message) => !parseValidationMessage(message) && !(message in CONTRACT_MESSAGE_KEYS),
    );
    expect(untranslated).toEqual([]);
  });

  // The other languages are held to English's keys by lib/i18n.test.ts.
  it('name keys the English namespace has', () => {
    const missing = Object.values(CONTRACT_MESSAGE_KEYS).filter(
      (key) => !i18n.exists(key, { lng: 'en', ns: 'partner-api', fallbackLng: [] }),
    );
    expect(missing).toEqual([]);
  });

  it("fails a body as the server would, each issue under its form's input", async () => {
    const t = i18n.getFixedT('de', 'partner-api');
    await i18n.loadLanguages('de');
    let thrown: unknown;
    try {
      checkWithContract(ZCreateApiKeyRequest, { name: 'Tourplan', scopes: ['root'] }, t, 'Invalid');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(422);
    expect((thrown as ApiError).errors).toEqual({ scopes: [t('errors.scopeUnknown')] });

    const fromServer = translateContractError(
      new ApiError(422, 'The given data was invalid.', { events: ['Choose at least one event'] }),
      t,
    );
    expect((fromServer as ApiError).errors).toEqual({ events: [t('errors.eventsRequired')] });
  });

  it("reads the forms' length limits from the contracts", () => {
    expect(maxLengthOf(ZCreateApiKeyRequest.shape.name)).toBe(60);
    expect(maxLengthOf(ZWebhookEndpointRequest.shape.url)).toBe(500);
    expect(maxLengthOf(ZWebhookEndpointRequest.shape.description)).toBe(200);
    expect(() => maxLengthOf(z.string())).toThrow('no maximum length');
    expect(() => maxLengthOf(z.array(z.string()))).toThrow('no maximum length');
  });
});
