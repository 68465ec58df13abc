import { beforeAll, describe, expect, it } from "vitest";
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
