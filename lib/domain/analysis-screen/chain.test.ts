import { describe, expect, it, vi } from "vitest";
import { runChain, type ChainStep } from "./chain";

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

function hooks() {
  const log: string[] = [];
  return { log, hooks: { started: (k: string) => log.push(`start ${k}`), tookTooLong: (k: string) => log.push(`slow ${k}`), failed: (k: string) => log.push(`fail ${k}`) } };
}

describe("chained requests", () => {
  it("runs groups one after another and the steps of a group together", async () => {
    const a = deferred();
    const b = deferred();
    const c = deferred();
    const { log, hooks: h } = hooks();
    const step = (key: string, d: ReturnType<typeof deferred>): ChainStep<string> => ({ key, run: () => d.promise });
    const done = runChain([[step("a", a)], [step("b", b), step("c", c)]], { signal: new AbortController().signal, hooks: h });
    await Promise.resolve();
    expect(log).toEqual(["start a"]);
    a.resolve();
    await vi.waitFor(() => expect(log).toEqual(["start a", "start b", "start c"]));
    c.resolve();
    b.resolve();
    expect(await done).toBe("done");
  });

  it("flags a step still loading after the limit, not one that finished", async () => {
    vi.useFakeTimers();
    try {
      const slow = deferred();
      const { log, hooks: h } = hooks();
      const done = runChain([[{ key: "fast", run: async () => undefined }, { key: "slow", run: () => slow.promise }]], { signal: new AbortController().signal, hooks: h, tooLongMs: 30_000 });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(log).not.toContain("slow slow");
      await vi.advanceTimersByTimeAsync(1);
      expect(log).toContain("slow slow");
      expect(log).not.toContain("slow fast");
      slow.resolve();
      await done;
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops after a required step fails, and reports the failure", async () => {
    const { log, hooks: h } = hooks();
    const later = vi.fn(async () => undefined);
    const result = await runChain([[{ key: "general", required: true, run: async () => Promise.reject(new Error("no")) }], [{ key: "x", run: later }]], { signal: new AbortController().signal, hooks: h });
    expect(result).toBe("stopped");
    expect(log).toEqual(["start general", "fail general"]);
    expect(later).not.toHaveBeenCalled();
  });

  it("an aborted chain starts nothing more and reports nothing", async () => {
    const a = deferred();
    const abort = new AbortController();
    const { log, hooks: h } = hooks();
    const later = vi.fn(async () => undefined);
    const done = runChain([[{ key: "a", run: () => a.promise }], [{ key: "b", run: later }]], { signal: abort.signal, hooks: h });
    abort.abort();
    a.reject(Object.assign(new Error("aborted"), { name: "AbortError" }));
    expect(await done).toBe("aborted");
    expect(later).not.toHaveBeenCalled();
    expect(log).toEqual(["start a"]);
  });
});
