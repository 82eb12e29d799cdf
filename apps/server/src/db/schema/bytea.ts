import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL bytea. node-postgres reads it as a Buffer and PGlite as a Uint8Array; both take a
 * Uint8Array (a Buffer is one) as a parameter.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});
