import { describe, expect, it } from "vitest";
import { createAnalysisController, TOOK_TOO_LONG_DETAIL } from "./controller";
import type { Transport } from "./plan";
import { defaultRequest } from "./session";

const now = () => new Date("2026-11-22T04:00:00Z");
const audience = { population: 500, sampled: 500, is_sample: false, posts_matched: null };
const dist = (label: string) => ({ base: 10, analysed: 10, coverage: 1, sampled: false, population: 10, rows: [{ label, count: 10, share: 100 }] });

/** A transport answering like the engine, recording every call; `hold` keeps answers back until released. */
function fakeTransport(opts: { failGeneral?: string; hold?: boolean } = {}) {
  const calls: { path: string; body: Record<string, unknown>; signal: AbortSignal }[] = [];
  const waiting: (() => void)[] = [];
  const gate = (signal: AbortSignal) =>
    opts.hold
      ? new Promise<void>((resolve, reject) => {
          waiting.push(resolve);
          signal.addEventListener("abort", () => reject(Object.assign(new Error("aborted"), { name: "AbortError" })));
        })
      : Promise.resolve();
  const t: Transport = {
    async post<T>(path: string, body: Record<string, unknown>, signal: AbortSignal): Promise<T> {
      calls.push({ path, body, signal });
      await gate(signal);
      if (path.endsWith("/analyze-query/")) {
        if (opts.failGeneral) throw new Error(opts.failGeneral);
        const q = String(body.handle ?? body.query);
        return { audience_creator_query_id: `id-${q}`, audience, sections: { audience_size: audience, hashtags_self_view: dist(`#${q}`), countries: dist("stale") }, not_applicable: { posts: "n/a" } } as T;
      }
      if (path.endsWith("/explore-demographics/")) return { countries: dist("Japan"), cities: dist("Tokyo"), languages: dist("ja"), genders: dist("female"), job_titles: dist("IT"), not_applicable: {} } as T;
      if (path.endsWith("/compute-age-groups/")) return { age_percentages: { "25-49": 100 }, base: 10, coverage: 1, sampled: false, margins: null } as T;
      return {} as T;
    },
    async get<T>(): Promise<T> {
      return [] as T;
    },
  };
  return { t, calls, release: () => waiting.splice(0).forEach((r) => r()) };
}

describe("analysis controller", () => {
  it("runs the analysis, then its enrichments by id, and logs the analysis as a user activity", async () => {
    const { t, calls } = fakeTransport();
    const c = createAnalysisController({ transport: t, team: "local", now });
    expect(await c.run({ ...defaultRequest(now()), queryType: "keyword", handle: "coffee" })).toBe("done");
    const s = c.getState();
    expect(calls[0].path).toBe("/api/external/analyze-query/");
    expect(calls[0].body).toMatchObject({ query_type: "keyword", query: "coffee", team: "local" });
    const demo = calls.find((x) => x.path.endsWith("/explore-demographics/"))!;
    expect(demo.body).toEqual({ audience_creator_query_id: "id-coffee", team: "local" });
    // The section owned by the demographics request comes from it, not from the first answer.
    expect((s.data.countries as { rows: { label: string }[] }).rows[0].label).toBe("Japan");
    expect(s.data.hashtags_self_view).toBeDefined();
    expect(s.ageGroups).toEqual({ "25-49": 100 });
    expect(s.notApplicable).toEqual({ posts: "n/a" });
    expect(s.submittedQueryType).toBe("keyword");
    expect(s.requests.general).toEqual({ loading: false, tookTooLong: false, error: null });
    const log = calls.find((x) => x.path.endsWith("/user-activity-entry/"))!;
    expect(log.body).toEqual({ action_at: "2026-11-22 04:00:00", action: "Audience Analysis", context: "coffee", audience_creator_query_id: "id-coffee" });
  });

  it("a new query aborts the previous one's requests and drops its answers", async () => {
    const { t, calls, release } = fakeTransport({ hold: true });
    const c = createAnalysisController({ transport: t, now });
    const first = c.run({ ...defaultRequest(now()), queryType: "handle", handle: "nasa" });
    expect(c.getState().requests.general?.loading).toBe(true);
    const second = c.run({ ...defaultRequest(now()), queryType: "handle", handle: "esa" });
    expect(calls[0].signal.aborted).toBe(true);
    expect(await first).toBe("aborted");
    release();
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect(await second).toBe("done");
    expect(c.getState().audienceCreatorQueryId).toBe("id-esa");
    expect(c.getState().submittedHandle).toBe("esa");
  });

  it("shows the conversation's took-too-long detail as a notice, not an error", async () => {
    const { t } = fakeTransport({ failGeneral: TOOK_TOO_LONG_DETAIL });
    const c = createAnalysisController({ transport: t, now });
    expect(await c.run({ ...defaultRequest(now()), handle: "#ai" })).toBe("stopped");
    expect(c.getState().notice).toBe(TOOK_TOO_LONG_DETAIL);
    expect(c.getState().error).toBeNull();
  });

  it("keeps other failures as the analysis error", async () => {
    const { t } = fakeTransport({ failGeneral: "No such handle." });
    const c = createAnalysisController({ transport: t, now });
    await c.run({ ...defaultRequest(now()), queryType: "handle", handle: "nobody" });
    expect(c.getState().error).toBe("No such handle.");
    expect(c.getState().requests.general?.error).toBe("No such handle.");
  });

  it("flags requests that take too long on the same query", async () => {
    const { t, release } = fakeTransport({ hold: true });
    const c = createAnalysisController({ transport: t, now, tooLongMs: 5 });
    const run = c.run({ ...defaultRequest(now()), queryType: "keyword", handle: "tea" });
    await new Promise((r) => setTimeout(r, 20));
    expect(c.getState().requests.general?.tookTooLong).toBe(true);
    release();
    await new Promise((r) => setTimeout(r, 0));
    release();
    await run;
    expect(c.getState().requests.general?.tookTooLong).toBe(false);
  });
});
