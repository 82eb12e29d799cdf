/**
 * Status colouring by text containment (SPEC section 4).
 *
 * Order of checks, and why:
 * 1. A non-text status has no colour and logs a warning.
 * 2. Matching ignores case ("CONFIRMED", "Pending" and "pending" all count).
 * 3. Red first, then amber, then green. Red words describe a dead end and must win over the
 *    happier words they contain or sit beside: "Unavailable" contains "available", "Confirmed -
 *    Cancelled" contains "Confirmed". Amber (still moving) beats green for the same reason:
 *    "Confirmed - Amendment Requested" is not settled yet.
 * 4. A word directly preceded by "un" is its negation and does not count, so "Unconfirmed" is not
 *    green (it has no colour: it is in none of the lists). "Unavailable" and "Unable" are red
 *    words in their own right and still match.
 */
export type TStatusColour = 'green' | 'amber' | 'red';

export const STATUS_WORDS: Readonly<Record<TStatusColour, readonly string[]>> = {
  red: ['Cancelled', 'Unable', 'Cancellation', 'Unavailable', 'Full'],
  amber: [
    'Quote',
    'Processing',
    'On Request',
    'Requested',
    'Mixed',
    'pending',
    'Wait',
    'Amendment',
    // Not in SPEC section 4's list: the supplier's Provisional answer (issue 19) is held, not
    // settled, so it is amber like the other answers still moving.
    'Provisional',
  ],
  green: ['Confirmed', 'Allotment', 'Available', 'Conf.'],
};

/** The order of the checks (see above). */
export const STATUS_COLOUR_ORDER: readonly TStatusColour[] = ['red', 'amber', 'green'];

function containsWord(status: string, word: string): boolean {
  const haystack = status.toLowerCase();
  const needle = word.toLowerCase();
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!haystack.slice(0, at).endsWith('un')) return true;
  }
  return false;
}

export interface TStatusColourOptions {
  /** Where the warning for a non-text status goes; the console by default. */
  warn?: (message: string, status: unknown) => void;
}

function consoleWarn(message: string, status: unknown): void {
  // Shared code is typed without DOM or Node globals, but every runtime it runs in has a console.
  const { console } = globalThis as unknown as {
    console?: { warn(...args: unknown[]): void };
  };
  console?.warn(message, status);
}

export function getStatusColour(
  status: unknown,
  options: TStatusColourOptions = {},
): TStatusColour | null {
  if (typeof status !== 'string') {
    (options.warn ?? consoleWarn)('Status is not text, so it has no colour:', status);
    return null;
  }
  for (const colour of STATUS_COLOUR_ORDER) {
    if (STATUS_WORDS[colour].some((word) => containsWord(status, word))) return colour;
  }
  return null;
}
