import { z } from "zod";

// PostgreSQL has no year 0, and the engine passes instants on as ISO strings in UTC.
const EARLIEST = Date.parse("0001-01-01T00:00:00Z");
const LATEST = Date.parse("9999-12-31T23:59:59Z");

/** An ISO 8601 instant with its offset, within the years a database timestamp can hold (1 to 9999, in UTC). */
export const instantSchema = z
  .string()
  .datetime({ offset: true })
  .refine((value) => {
    const at = Date.parse(value);
    return at >= EARLIEST && at <= LATEST;
  }, "Enter a date between the years 1 and 9999.");
