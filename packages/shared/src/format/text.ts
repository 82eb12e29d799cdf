/** The plural suffix: "" for counts of 1 or less, otherwise "s" ("1 night", "3 nights"). */
export function pluralSuffix(count: number): string {
  return count <= 1 ? '' : 's';
}

/**
 * Supplier confirmation text without the " -cl", " -ar" and " -rc" markers. They are removed as
 * whole tokens wherever they appear, so "ABC123 -cl" -> "ABC123" but " -client" stays.
 */
export function stripConfirmationSuffix(text: string | null | undefined): string {
  return (text ?? '').replace(/ -(?:cl|ar|rc)(?=\s|$)/g, '');
}

/** Truncates to `length` characters and adds "..." only when the text was longer. */
export function trimText(text: string | null | undefined, length: number): string {
  const value = text ?? '';
  const characters = Array.from(value);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : value;
}
