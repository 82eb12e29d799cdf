import { ZAgentPricedQuote, type TPriceRequest } from '@portal/shared/contracts/pricing';
import { api } from '../../../lib/api-client';

/** Prices a package for a date, a class and rooms, as the agent's agency buys it. */
export function getPrice(request: TPriceRequest, signal?: AbortSignal) {
  return api.post('/api/quotes/price', request, { schema: ZAgentPricedQuote, signal });
}
