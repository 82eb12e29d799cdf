import { ERASED_TRAVELLER_NAME } from '@portal/shared/contracts/privacy';

/**
 * Pure rules of a traveller's erasure (docs/security.md): which names to look for, and how a
 * stored value reads once they are gone. Names are replaced where they appear in any text; the
 * fields that exist to hold a traveller's details are replaced or emptied by name.
 */

/** Shorter strings ("Al") would turn up inside ordinary words. */
const MIN_NAME_LENGTH = 3;

/** The names to erase: trimmed, distinct regardless of case, longest first. */
export function namesToErase(candidates: readonly (string | null | undefined)[]): string[] {
  const byKey = new Map<string, string>();
  for (const candidate of candidates) {
    const name = candidate?.trim().replace(/\s+/g, ' ');
    if (!name || name.length < MIN_NAME_LENGTH) continue;
    if (name.toLowerCase() === ERASED_TRAVELLER_NAME.toLowerCase()) continue;
    if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with every name replaced, whatever its letter case or spacing. */
export function scrubText(text: string, names: readonly string[]): string {
  let result = text;
  for (const name of names) {
    const pattern = name.split(' ').map(escapeRegExp).join('\\s+');
    result = result.replace(new RegExp(pattern, 'gi'), ERASED_TRAVELLER_NAME);
  }
  return result;
}

/** Fields that hold the traveller's own words or the booking's name, wherever they are stored. */
const FIELDS_REPLACED = new Set(['bookingName']);
const FIELDS_EMPTIED = new Set([
  'yourReference',
  'notes',
  'supplierNote',
  'internalNotes',
  'comment',
]);

function eraseGuest(guest: unknown): unknown {
  if (typeof guest === 'string') return ERASED_TRAVELLER_NAME;
  if (typeof guest !== 'object' || guest === null) return guest;
  // A date of birth identifies a child as much as a name does.
  const dateOfBirth = 'dateOfBirth' in guest ? { dateOfBirth: null } : {};
  return { ...guest, title: null, fullName: ERASED_TRAVELLER_NAME, ...dateOfBirth };
}

/**
 * A stored JSON value (a version snapshot, an event's detail, what a supplier was asked) with the
 * booking name replaced, the guests' names replaced (how many guests there were stays), free notes
 * emptied and every name removed from any other text.
 */
export function scrubValue(value: unknown, names: readonly string[]): unknown {
  if (typeof value === 'string') return scrubText(value, names);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, names));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (typeof child === 'string' && FIELDS_REPLACED.has(key)) {
        return [key, ERASED_TRAVELLER_NAME];
      }
      if (typeof child === 'string' && FIELDS_EMPTIED.has(key)) return [key, ''];
      if (key === 'guests' && Array.isArray(child)) return [key, child.map(eraseGuest)];
      return [key, scrubValue(child, names)];
    }),
  );
}

/** Every name a stored value holds in its guests and booking-name fields (older versions too). */
export function namesIn(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'bookingName' && typeof child === 'string') found.push(child);
      else if (key === 'guests' && Array.isArray(child)) {
        for (const guest of child) {
          if (typeof guest === 'string') found.push(guest);
          else if (typeof guest === 'object' && guest !== null && 'fullName' in guest) {
            const { fullName } = guest as { fullName: unknown };
            if (typeof fullName === 'string') found.push(fullName);
          }
        }
      } else walk(child);
    }
  };
  walk(value);
  return found;
}
