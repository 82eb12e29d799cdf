import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as agencies from './schema/agencies';
import * as auditLog from './schema/audit-log';
import * as brands from './schema/brands';
import * as catalogueAttachments from './schema/catalogue-attachments';
import * as catalogueAvailability from './schema/catalogue-availability';
import * as catalogueEnums from './schema/catalogue-enums';
import * as catalogueLocations from './schema/catalogue-locations';
import * as catalogueMarkupRules from './schema/catalogue-markup-rules';
import * as cataloguePackages from './schema/catalogue-packages';
import * as catalogueProducts from './schema/catalogue-products';
import * as catalogueRates from './schema/catalogue-rates';
import * as finance from './schema/finance';
import * as files from './schema/files';
import * as filesHistory from './schema/files-history';
import * as filesLines from './schema/files-lines';
import * as filesSearch from './schema/files-search';
import * as filesSupplierRequests from './schema/files-supplier-requests';
import * as mailOutbox from './schema/mail-outbox';
import * as passwordResetTokens from './schema/password-reset-tokens';
import * as roles from './schema/roles';
import * as sessions from './schema/sessions';
import * as settings from './schema/settings';
import * as suppliers from './schema/suppliers';
import * as users from './schema/users';

/** Every table, for drizzle's typed query builder. Feature code imports tables from schema/ directly. */
export const schema = {
  ...brands,
  ...agencies,
  ...suppliers,
  ...users,
  ...roles,
  ...sessions,
  ...passwordResetTokens,
  ...mailOutbox,
  ...settings,
  ...auditLog,
  ...catalogueEnums,
  ...catalogueLocations,
  ...catalogueProducts,
  ...catalogueRates,
  ...catalogueAvailability,
  ...catalogueMarkupRules,
  ...cataloguePackages,
  ...catalogueAttachments,
  ...files,
  ...filesLines,
  ...filesSearch,
  ...filesHistory,
  ...filesSupplierRequests,
  ...finance,
};
export type TSchema = typeof schema;

/** The database as feature code sees it: the same type whether PGlite or node-postgres is underneath. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTransaction = PgTransaction<
  PgQueryResultHKT,
  TSchema,
  ExtractTablesWithRelations<TSchema>
>;
/** Repository functions accept either, so callers can compose them inside one transaction. */
export type TExecutor = TDatabase | TTransaction;

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared PgDatabase
 * type cannot know which result shape sits underneath.
 */
export async function selectRows<TRow>(executor: TExecutor, query: SQL): Promise<TRow[]> {
  const result = (await executor.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}
