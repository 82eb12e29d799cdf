import type { TAgentPricedQuote, TPriceRequest } from '@portal/shared/contracts/pricing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { findAlternativesForLines, type TAlternative } from '../api/find-alternatives';
import { getPrice } from '../api/get-price';

/**
 * The two in-progress states of SPEC section 4's quote flow, each a real step: "fetching price"
 * while the package is priced, then "finding services" while the catalogue is searched for
 * alternatives to the services that have no rate on the date (skipped when there are none).
 */
export type TPricingPhase = 'idle' | 'fetching-price' | 'finding-services' | 'priced' | 'failed';

export interface TQuotePricing {
  phase: TPricingPhase;
  quote: TAgentPricedQuote | null;
  /** The request the quote answers (what "Save quote" sends). */
  request: TPriceRequest | null;
  alternatives: ReadonlyMap<string, TAlternative[]>;
  error: unknown;
}

const IDLE: TQuotePricing = {
  phase: 'idle',
  quote: null,
  request: null,
  alternatives: new Map(),
  error: null,
};

export function redLines(quote: TAgentPricedQuote) {
  return quote.days.flatMap((day) => day.lines.filter((line) => line.missingRate));
}

export function useQuotePricing() {
  const [state, setState] = useState<TQuotePricing>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const price = useCallback(async (request: TPriceRequest) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ ...IDLE, phase: 'fetching-price', request });
    try {
      const quote = await getPrice(request, current.signal);
      const missing = redLines(quote);
      if (missing.length === 0) {
        setState({ ...IDLE, phase: 'priced', quote, request });
        return;
      }
      setState({ ...IDLE, phase: 'finding-services', quote, request });
      const alternatives = await findAlternativesForLines(missing, current.signal);
      setState({ ...IDLE, phase: 'priced', quote, request, alternatives });
    } catch (error) {
      if (current.signal.aborted) return;
      setState({ ...IDLE, phase: 'failed', request, error });
    }
  }, []);

  /** "Make more changes": back to the form, the last answer forgotten. */
  const reset = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  return { ...state, price, reset };
}
