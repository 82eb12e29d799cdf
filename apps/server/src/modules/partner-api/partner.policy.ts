import type { FastifyRequest } from 'fastify';
import { requireApiKey, type TAccessPolicy } from '../../plugins/auth';

/**
 * Who may call each partner route: a key with the scope (any scope may read), acting as an agency
 * user who holds the agent permission the same agent route asks for. Reads of the catalogue need
 * only the agent area (as the agent's search does); files, invoices and documents `files.view`;
 * pricing `quotes.price`; every change to a file `files.manage`.
 */
export const partnerPolicy = {
  searchCatalogue: requireApiKey('read', 'app.access'),
  readFiles: requireApiKey('read', 'files.view'),
  price: requireApiKey('quote', 'quotes.price'),
  quote: requireApiKey('quote', 'files.manage'),
  book: requireApiKey('book', 'files.manage'),
  pay: requireApiKey('pay', 'files.manage'),
};

/**
 * Per API key, not per address: a partner's systems may call from many addresses, and many
 * partners may sit behind one. The access guard has resolved the key before the limit is
 * counted (route hooks run after the app's); the address is only a fallback.
 */
export const PARTNER_RATE_LIMIT = {
  max: 300,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.apiKey ? `api-key:${request.apiKey.id}` : request.ip,
};

/** The route config of a partner route: its access and the per-key rate limit. */
export function partnerRoute(access: TAccessPolicy) {
  return { access, rateLimit: PARTNER_RATE_LIMIT };
}
