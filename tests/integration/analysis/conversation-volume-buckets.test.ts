import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusAccounts, corpusPosts } from "@/lib/server/db/schema";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { analysisQuerySchema } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";

let handle: DatabaseHandle;
const START = Date.UTC(2019, 5, 1);
const END = Date.UTC(2025, 11, 1);
const DAY = 86_400_000;
/** 600 "marathon" posts spread unevenly over six and a half years (most days have none). */
const TIMES = Array.from({ length: 600 }, (_, i) => START + Math.floor(((i * i) % 997) / 997 * (END - START - DAY)) + (i % 24) * 3_600_000);

type Volume = { granularity: string; total: number; series: { start: string; count: number }[] };

async function volume(start: number, end: number): Promise<Volume> {
  const q = analysisQuerySchema.parse({ type: "conversation", query: "marathon", start: new Date(start).toISOString(), end: new Date(end).toISOString() });
  const report = await runAnalysis(handle.db, new LocalDataSource(handle.db), q, { fresh: true, now: new Date(END + DAY) });
  return report.sections.conversation_volume as Volume;
}

beforeAll(async () => {
  handle = await freshDatabase();
  await handle.db.insert(corpusAccounts).values([{ id: "runner", handle: "runner", name: "Runner", origin: "test" }]);
  await handle.db.insert(corpusPosts).values(TIMES.map((t, i) => ({ id: String(90_000 + i), authorId: "runner", text: `marathon training day ${i}`, createdAt: new Date(t), lang: "en", origin: "test" })));
  await bumpCorpusVersion(handle.db);
});

describe("conversation volume over a multi-year window", () => {
  it("counts by month, at most 200 points, with every post in the total and in its month", async () => {
    const v = await volume(START, END);
    expect(v.granularity).toBe("month");
    expect(v.series).toHaveLength(78);
    expect(v.series[0].start).toBe("2019-06-01T00:00:00Z");
    expect(v.series.at(-1)!.start).toBe("2025-11-01T00:00:00Z");
    expect(v.total).toBe(600);
    expect(v.series.reduce((s, b) => s + b.count, 0)).toBe(600);
    const may2021 = TIMES.filter((t) => new Date(t).toISOString().startsWith("2021-05")).length;
    expect(v.series.find((b) => b.start === "2021-05-01T00:00:00Z")!.count).toBe(may2021);
  });

  it("counts a two-year window by week, Monday to Monday, keeping the exact total", async () => {
    const start = Date.UTC(2021, 0, 1);
    const end = Date.UTC(2023, 0, 1);
    const v = await volume(start, end);
    const inWindow = TIMES.filter((t) => t >= start && t < end).length;
    expect(v.granularity).toBe("week");
    expect(v.series.length).toBeLessThanOrEqual(200);
    expect(new Date(v.series[1].start).getUTCDay()).toBe(1);
    expect(v.total).toBe(inWindow);
    expect(v.series.reduce((s, b) => s + b.count, 0)).toBe(inWindow);
  });
});

describe("a match's epoch in the bucket arithmetic", () => {
  it("is the same double from date_part as from extract's numeric, to the microsecond", async () => {
    const rows = await queryRows<{ t: string; same: boolean; ts_same: boolean }>(
      handle.db,
      sql`select t::text, date_part('epoch', t) = extract(epoch from t)::float8 as same,
            date_part('epoch', t at time zone 'UTC') = extract(epoch from t at time zone 'UTC')::float8 as ts_same
          from unnest(array['2026-03-01 00:00:00.000001+00', '2026-03-01 23:59:59.999999+00', '2024-02-29 12:34:56.789123+00',
            '1969-12-31 23:59:59.999999+00', '1900-01-01 00:00:00.5+00', '2006-03-21 00:00:00+00', '2099-12-31 23:59:59.999001+00',
            '2021-05-01 00:00:00.000999+00', '2025-11-30 23:59:59.123456+00']::timestamptz[]) t`,
    );
    expect(rows).toHaveLength(9);
    for (const r of rows) expect(r, r.t).toMatchObject({ same: true, ts_same: true });
    // A seeded spread of microsecond instants over 1970-2100 as well.
    const [spread] = await queryRows<{ n: number; differ: number }>(
      handle.db,
      sql`select count(*)::int as n, count(*) filter (where date_part('epoch', t) <> extract(epoch from t)::float8)::int as differ
          from (select timestamptz '1970-01-01 00:00:00+00' + ((g::bigint * 2654435761) % 4102444800000000) * interval '1 microsecond' as t
                from generate_series(1, 20000) g) x`,
    );
    expect(spread).toEqual({ n: 20000, differ: 0 });
  });
});
