import type { TContentKind } from '@portal/shared/domain/content-codes';
import type { TContentSource } from './content-source';

/**
 * Every kind of entity with texts in the content store, registered by the composition root
 * (src/content-sources.ts) so the content module never imports the modules that own the entities.
 * A new kind is one entry there, its name in CONTENT_KINDS (packages/shared/src/domain/content-codes.ts)
 * and `kinds.<kind>` in the content locale files; the record type makes a kind without a source a
 * type error.
 */
const sources = new Map<TContentKind, TContentSource>();

export function registerContentSources(all: Readonly<Record<TContentKind, TContentSource>>): void {
  for (const [kind, source] of Object.entries(all) as [TContentKind, TContentSource][]) {
    sources.set(kind, source);
  }
}

export function contentSourceOf(kind: TContentKind): TContentSource {
  const source = sources.get(kind);
  // Reached only when the server was started without src/content-sources.ts: a wiring bug.
  if (!source) throw new Error(`No content source is registered for "${kind}"`);
  return source;
}
