import { customType } from "drizzle-orm/pg-core";

/** Binary data as a Buffer (PGlite hands back a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
