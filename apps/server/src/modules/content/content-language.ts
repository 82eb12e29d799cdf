import type { FastifyRequest } from 'fastify';
import {
  SOURCE_LANGUAGE,
  isContentLanguage,
  type TContentLanguage,
} from '@portal/shared/domain/content-codes';

/**
 * The content language an Accept-Language header asks for: the supported language with the
 * highest weight ("de-CH;q=0.9" counts as German), English when none is supported. The web app
 * sends its interface language on every call, so agents read descriptions in the language they
 * chose.
 */
export function contentLanguageFromHeader(header: string | undefined): TContentLanguage {
  if (!header) return SOURCE_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weightParam = params
        .map((param) => param.trim())
        .find((param) => param.startsWith('q='));
      const weight = weightParam ? Number(weightParam.slice(2)) : 1;
      return {
        language: tag.trim().slice(0, 2).toLowerCase(),
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && isContentLanguage(entry.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const best = ranked[0]?.language;
  return isContentLanguage(best) ? best : SOURCE_LANGUAGE;
}

export function contentLanguageOf(request: FastifyRequest): TContentLanguage {
  const header = request.headers['accept-language'];
  return contentLanguageFromHeader(Array.isArray(header) ? header[0] : header);
}
