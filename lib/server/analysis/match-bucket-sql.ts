import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { SeriesGranularity } from "@/lib/domain/analysis/time-window";

const MINUTE = 60_000;
const FIXED: Partial<Record<SeriesGranularity, number>> = { minute: MINUTE, hour: 60 * MINUTE, day: 24 * 60 * MINUTE };

/**
 * A match's bucket start in epoch ms, computed as bucketStart (lib/domain/analysis/time-window) does,
 * in the same double-precision arithmetic on the same epoch milliseconds.
 */
export function bucketSql(unit: SeriesGranularity): SQL {
  // date_part gives the epoch as float8 directly, the same double as extract(epoch)::float8 (both
  // the correctly rounded microseconds / 10^6), without extract's numeric detour: 2-3 ms less on 11,000 matches.
  const at = "(date_part('epoch', m.created_at) * 1000)";
  const size = FIXED[unit];
  if (size) return sql.raw(`floor(${at} / ${size}) * ${size}`);
  // Weeks start on Monday: 1970-01-01 was a Thursday, so days since a Monday are (days + 3) mod 7.
  const day = `floor(${at} / 86400000)::bigint`;
  if (unit === "week") return sql.raw(`((${day} - mod(mod(${day} + 3, 7) + 7, 7)) * 86400000)::float8`);
  return sql.raw(`date_part('epoch', date_trunc('month', m.created_at at time zone 'UTC')) * 1000`);
}
