import { describe, expect, it } from "vitest";
import { createAnalysisController } from "@/lib/domain/analysis-screen/controller";
import type { Transport } from "@/lib/domain/analysis-screen/plan";
import { defaultRequest } from "@/lib/domain/analysis-screen/session";
import { createQueryClient } from "../query-client";
import { analysisKeys, queryClientRunner } from "./analysis";

const now = () => new Date("2026-11-22T04:00:00Z");
const audience = { population: 500, sampled: 500, is_sample: false, posts_matched: null };

/** Answers like the engine; analyze-query for `slow` waits until released or aborted. */
function transport() {
  const signals = new Map<string, AbortSignal>();
  const releases: (() => void)[] = [];
  const t: Transport = {
    async post<T>(path: string, body: Record<string, unknown>, signal: AbortSignal): Promise<T> {
      if (path.endsWith("/analyze-query/")) {
        const q = String(body.query);
        signals.set(q, signal);
        if (q.startsWith("slow")) {
          await new Promise<void>((resolve, reject) => {
            releases.push(resolve);
            signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          });
        }
        return { audience_creator_query_id: `id-${q}`, audience, sections: { audience_size: audience }, not_applicable: {} } as T;
      }
      return {} as T;
    },
    async get<T>(): Promise<T> {
      return [] as T;
    },
  };
  return { t, signals, release: () => releases.splice(0).forEach((r) => r()) };
}

const keyword = (handle: string) => ({ ...defaultRequest(now()), queryType: "keyword" as const, handle });

describe("the analysis chain on the query client", () => {
  it("keys each request by the submitted query, and a new query cancels the old one's queries through their AbortSignal", async () => {
    const queryClient = createQueryClient();
    const { t, signals } = transport();
    const c = createAnalysisController({ transport: t, team: "acme", now, runner: queryClientRunner(queryClient, { face: "dashboard", team: "acme" }), recordActivity: async () => undefined });
    const first = c.run(keyword("slow coffee"));
    await expect.poll(() => queryClient.isFetching({ queryKey: analysisKeys.all })).toBe(1);
    const oldKey = analysisKeys.request({ face: "dashboard", team: "acme" }, keyword("slow coffee"), "general");
    expect(queryClient.getQueryState(oldKey)?.fetchStatus).toBe("fetching");

    expect(await c.run(keyword("tea"))).toBe("done");
    expect(await first).toBe("aborted");
    expect(signals.get("slow coffee")!.aborted).toBe(true);
    expect(queryClient.getQueryState(oldKey)?.fetchStatus).toBe("idle");
    expect(queryClient.getQueryData(oldKey)).toBeUndefined();
    // The new query's answer is in the cache under its own key, and on the screen.
    const newKey = analysisKeys.request({ face: "dashboard", team: "acme" }, keyword("tea"), "general");
    expect(queryClient.getQueryData(newKey)).toMatchObject({ audienceCreatorQueryId: "id-tea" });
    expect(c.getState().audienceCreatorQueryId).toBe("id-tea");
    expect(c.getState().submittedHandle).toBe("tea");
    expect(queryClient.isFetching()).toBe(0);
  });

  it("flags a request that is still fetching after the limit as taking too long, then clears loading when it answers", async () => {
    const queryClient = createQueryClient();
    const { t, release } = transport();
    const c = createAnalysisController({ transport: t, now, tooLongMs: 30, runner: queryClientRunner(queryClient, { face: "toolkit" }), recordActivity: async () => undefined });
    const run = c.run(keyword("slow shoes"));
    await expect.poll(() => c.getState().requests.general?.tookTooLong).toBe(true);
    expect(c.getState().requests.general?.loading).toBe(true);
    expect(queryClient.isFetching({ queryKey: analysisKeys.all })).toBe(1);
    release();
    expect(await run).toBe("done");
    expect(c.getState().requests.general).toMatchObject({ loading: false, error: null });
    expect(queryClient.isFetching()).toBe(0);
  });

  it("re-submitting the same query while it runs starts it afresh instead of reusing the cancelled fetch", async () => {
    const queryClient = createQueryClient();
    const { t, signals, release } = transport();
    const c = createAnalysisController({ transport: t, now, runner: queryClientRunner(queryClient, { face: "toolkit" }), recordActivity: async () => undefined });
    const first = c.run(keyword("slow again"));
    await expect.poll(() => signals.has("slow again")).toBe(true);
    const firstSignal = signals.get("slow again")!;
    const second = c.run(keyword("slow again"));
    await expect.poll(() => signals.get("slow again") !== firstSignal).toBe(true);
    expect(firstSignal.aborted).toBe(true);
    release();
    expect(await second).toBe("done");
    expect(await first).toBe("aborted");
    expect(c.getState().audienceCreatorQueryId).toBe("id-slow again");
  });
});
