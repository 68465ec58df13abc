import { describe, expect, it } from "vitest";
import { exponentialBackoffMs, retryDelayMs, type RetryPolicy } from "./retry-delay";

const policy: RetryPolicy = { maxAttempts: 4, baseMs: 100, maxBackoffMs: 350, maxResetWaitMs: 5_000 };

describe("retryDelayMs", () => {
  it("backs off exponentially on server errors, capped, and gives up after the last attempt", () => {
    expect([1, 2, 3].map((a) => retryDelayMs({ kind: "server" }, a, 0, policy))).toEqual([100, 200, 350]);
    expect(retryDelayMs({ kind: "server" }, 4, 0, policy)).toBeNull();
    expect(retryDelayMs({ kind: "network" }, 2, 0, policy)).toBe(200);
  });

  it("waits for the announced rate-limit reset, gives up when it is beyond the bound", () => {
    expect(retryDelayMs({ kind: "rate_limit", resetAtMs: 3_000 }, 1, 1_000, policy)).toBe(2_250);
    expect(retryDelayMs({ kind: "rate_limit", resetAtMs: 500 }, 1, 1_000, policy)).toBe(250);
    expect(retryDelayMs({ kind: "rate_limit", resetAtMs: 7_000 }, 1, 1_000, policy)).toBeNull();
    expect(retryDelayMs({ kind: "rate_limit" }, 3, 0, policy)).toBe(350);
  });

  it("doubles from the base", () => {
    expect(exponentialBackoffMs(1, 1000, 60_000)).toBe(1000);
    expect(exponentialBackoffMs(5, 1000, 60_000)).toBe(16_000);
    expect(exponentialBackoffMs(10, 1000, 60_000)).toBe(60_000);
  });
});
