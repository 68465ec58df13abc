import { customType } from "drizzle-orm/pg-core";

/** Binary data as a Buffer (PGlite hands back a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** A full-text search document (read back as its text form; only the database compares them). */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** A set of dates as ranges (read back as its text form; only the database tests overlaps). */
export const dateMultirange = customType<{ data: string }>({
  dataType: () => "datemultirange",
});
