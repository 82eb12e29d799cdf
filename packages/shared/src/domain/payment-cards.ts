/**
 * A card's expiry ("MM/YY") has passed on `today` ("YYYY-MM-DD"): a card is good through the last
 * day of its expiry month. Both sides check it: the card form before posting, the sandbox provider
 * on the operator's date.
 */
export function hasCardExpired(expiry: string, today: string): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const [, month, year] = match;
  return `20${year}-${month}` < today.slice(0, 7);
}
