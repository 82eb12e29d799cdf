import type { TContentFacts } from '@portal/shared/domain/content-assessment';
import type { TContentField, TContentKind } from '@portal/shared/domain/content-codes';
import type { TPermission } from '@portal/shared/domain/permissions';
import type { TExecutor } from '../../db/database';

/** One entity whose texts the store holds, as the content screens list it. */
export interface TContentEntitySummary {
  entityId: number;
  code: string;
  name: string;
  /** What its description should mention, from the entity's own data (times, duration...). */
  facts: TContentFacts;
  /**
   * The fields of this entity when they differ from the source's (a tour has one per itinerary
   * day), each with what it should mention when that differs from `facts`.
   */
  fields?: readonly { field: TContentField; facts?: TContentFacts }[];
}

/** The text fields one entity has: its own list, or its source's. */
export function fieldsOfEntity(
  source: TContentSource,
  entity: TContentEntitySummary,
): TContentField[] {
  return entity.fields ? entity.fields.map((entry) => entry.field) : [...source.fields];
}

/** What one field of an entity should mention. */
export function factsOfField(entity: TContentEntitySummary, field: TContentField): TContentFacts {
  return entity.fields?.find((entry) => entry.field === field)?.facts ?? entity.facts;
}

/**
 * A "content source": a kind of catalogue entity with texts in the content store. The module that
 * owns the entity implements it (catalogue/products.content-source.ts); the content module lists
 * every source in content-source-registry.ts and knows nothing else about the entities.
 */
export interface TContentSource {
  kind: TContentKind;
  /** The text fields this kind has (an entity may list its own: `TContentEntitySummary.fields`). */
  fields: readonly TContentField[];
  /** Who may read these texts besides holders of `content.manage`. */
  viewPermission: TPermission;
  /** Who may edit these texts besides holders of `content.manage`. */
  managePermission: TPermission;
  /** The entities whose texts are assessed (e.g. active products only). */
  listEntities(executor: TExecutor): Promise<TContentEntitySummary[]>;
  /** One entity, whether listed or not; null when it does not exist. */
  findEntity(executor: TExecutor, entityId: number): Promise<TContentEntitySummary | null>;
  /** Changes whenever an entity is added or changed: stored assessments are then recomputed. */
  stamp(executor: TExecutor): Promise<string>;
}
