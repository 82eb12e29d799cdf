import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TContentLanguage } from '@portal/shared/domain/content-codes';
import type { TExecutor } from '../../db/database';
import { locations } from '../../db/schema/catalogue-locations';
import { products } from '../../db/schema/catalogue-products';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { prizeChoices, prizes } from '../../db/schema/prizes';
import {
  quoteAcceptances,
  travellerEmergencyContacts,
  travellerReviews,
  type TServiceRating,
} from '../../db/schema/traveller';
import { contentTextSql } from '../content/content-store.repository';
import type { TFileRow } from '../files/files.repository';

export type TEmergencyContactRow = typeof travellerEmergencyContacts.$inferSelect;
export type TReviewRow = typeof travellerReviews.$inferSelect;
export type TPrizeRow = typeof prizes.$inferSelect;
export type TPrizeChoiceRow = typeof prizeChoices.$inferSelect;
export type TQuoteAcceptanceRow = typeof quoteAcceptances.$inferSelect;

// Files ------------------------------------------------------------------------------------------

export async function findFileById(executor: TExecutor, fileId: number): Promise<TFileRow | null> {
  const [row] = await executor.select().from(files).where(eq(files.id, fileId));
  return row ?? null;
}

/** The file, locked until the transaction ends (accepting a quote happens once). */
export async function lockFileById(executor: TExecutor, fileId: number): Promise<TFileRow | null> {
  const [row] = await executor.select().from(files).where(eq(files.id, fileId)).for('update');
  return row ?? null;
}

/** A file by its exact reference, any agency (the reference is what the traveller holds). */
export async function findFileByExactReference(
  executor: TExecutor,
  reference: string,
): Promise<TFileRow | null> {
  const [row] = await executor.select().from(files).where(eq(files.reference, reference));
  return row ?? null;
}

export async function findLocationsByIds(
  executor: TExecutor,
  ids: readonly number[],
): Promise<Map<number, { name: string; region: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await executor
    .select({ id: locations.id, name: locations.name, region: locations.region })
    .from(locations)
    .where(inArray(locations.id, wanted));
  return new Map(rows.map((row) => [row.id, { name: row.name, region: row.region }]));
}

/** The agent who owns a file, to tell them what their client did. */
export async function findAgentContact(
  executor: TExecutor,
  userId: number,
): Promise<{ name: string; email: string; notifyQuoteAccepted: boolean } | null> {
  const [row] = await executor
    .select({
      name: users.name,
      email: users.email,
      notifyQuoteAccepted: users.notifyQuoteAccepted,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// Emergency contact ------------------------------------------------------------------------------

export async function findEmergencyContact(
  executor: TExecutor,
  fileId: number,
): Promise<TEmergencyContactRow | null> {
  const [row] = await executor
    .select()
    .from(travellerEmergencyContacts)
    .where(eq(travellerEmergencyContacts.fileId, fileId));
  return row ?? null;
}

export async function upsertEmergencyContact(
  executor: TExecutor,
  values: Omit<TEmergencyContactRow, 'updatedAt'> & { updatedAt: Date },
): Promise<TEmergencyContactRow> {
  const { fileId, ...fields } = values;
  const [row] = await executor
    .insert(travellerEmergencyContacts)
    .values(values)
    .onConflictDoUpdate({ target: travellerEmergencyContacts.fileId, set: fields })
    .returning();
  if (!row) throw new Error(`Emergency contact of file ${String(fileId)} not saved`);
  return row;
}

// Feedback ---------------------------------------------------------------------------------------

export async function findReview(executor: TExecutor, fileId: number): Promise<TReviewRow | null> {
  const [row] = await executor
    .select()
    .from(travellerReviews)
    .where(eq(travellerReviews.fileId, fileId));
  return row ?? null;
}

/** Inserts the booking's review; null when it already had one (one per booking). */
export async function insertReview(
  executor: TExecutor,
  values: {
    fileId: number;
    tripRating: number;
    comment: string;
    serviceRatings: TServiceRating[];
    submittedAt: Date;
  },
): Promise<TReviewRow | null> {
  const [row] = await executor
    .insert(travellerReviews)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

// Prizes -----------------------------------------------------------------------------------------

/** Active prizes, plus `includeId` (the one chosen) even when no longer active. */
/** A prize's text in `language` from the content store; the prize's own (English) without one. */
function prizeTextSql(field: 'name' | 'description', language: TContentLanguage) {
  return sql<string>`coalesce(nullif(${contentTextSql('prize', sql`${prizes}.id`, field, language)}, ''), ${prizes[field]})`;
}

/** The prizes on offer (and the one chosen, even if withdrawn since), named in `language`. */
export async function findCartPrizes(
  executor: TExecutor,
  includeId: number | null,
  language: TContentLanguage,
): Promise<TPrizeRow[]> {
  const condition =
    includeId === null
      ? eq(prizes.active, true)
      : sql`(${prizes.active} or ${prizes.id} = ${includeId})`;
  const name = prizeTextSql('name', language);
  const rows = await executor
    .select({ prize: prizes, name, description: prizeTextSql('description', language) })
    .from(prizes)
    .where(condition)
    .orderBy(asc(name), asc(prizes.id));
  return rows.map((row) => ({ ...row.prize, name: row.name, description: row.description }));
}

/** Each product's description in `language` (English without one): a service's own text. */
export async function findProductDescriptions(
  executor: TExecutor,
  productIds: readonly number[],
  language: TContentLanguage,
): Promise<Map<number, string>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({
      id: products.id,
      description: contentTextSql('product', sql`${products}.id`, 'description', language),
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.description]));
}

export async function findPrizeChoice(
  executor: TExecutor,
  fileId: number,
): Promise<(TPrizeChoiceRow & { prizeName: string }) | null> {
  const [row] = await executor
    .select({
      fileId: prizeChoices.fileId,
      prizeId: prizeChoices.prizeId,
      chosenAt: prizeChoices.chosenAt,
      prizeName: prizes.name,
    })
    .from(prizeChoices)
    .innerJoin(prizes, eq(prizes.id, prizeChoices.prizeId))
    .where(eq(prizeChoices.fileId, fileId));
  return row ?? null;
}

export async function findPrizeById(executor: TExecutor, id: number): Promise<TPrizeRow | null> {
  const [row] = await executor.select().from(prizes).where(eq(prizes.id, id));
  return row ?? null;
}

/**
 * Takes one of the prize off the shelf in one statement, so two travellers choosing the last
 * one at once never take it twice: false when none is left (or the prize is not offered).
 */
export async function takePrizeFromStock(
  executor: TExecutor,
  prizeId: number,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(prizes)
    .set({ stock: sql`${prizes.stock} - 1`, updatedAt: now })
    .where(and(eq(prizes.id, prizeId), eq(prizes.active, true), gt(prizes.stock, 0)))
    .returning({ id: prizes.id });
  return rows.length > 0;
}

/** Records the booking's prize; false when the booking already chose one. */
export async function insertPrizeChoice(
  executor: TExecutor,
  values: { fileId: number; prizeId: number; chosenAt: Date },
): Promise<boolean> {
  const rows = await executor
    .insert(prizeChoices)
    .values(values)
    .onConflictDoNothing()
    .returning({ fileId: prizeChoices.fileId });
  return rows.length > 0;
}

// Quote acceptance -------------------------------------------------------------------------------

export async function findQuoteAcceptance(
  executor: TExecutor,
  fileId: number,
): Promise<TQuoteAcceptanceRow | null> {
  const [row] = await executor
    .select()
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.fileId, fileId));
  return row ?? null;
}

/** Records the acceptance; null when the quote was already accepted. */
export async function insertQuoteAcceptance(
  executor: TExecutor,
  values: { fileId: number; fullName: string; comment: string; ip: string; acceptedAt: Date },
): Promise<TQuoteAcceptanceRow | null> {
  const [row] = await executor
    .insert(quoteAcceptances)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
