import { expect, it } from "vitest";
import { isChunkLoadError, withRetries } from "./lazy-load";

it("recognises chunk load failures from webpack, turbopack and browsers", () => {
  expect(isChunkLoadError(Object.assign(new Error("Loading chunk 5 failed."), { name: "ChunkLoadError" }))).toBe(true);
  expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js"))).toBe(true);
  expect(isChunkLoadError(new Error("Loading CSS chunk app-1 failed"))).toBe(true);
  expect(isChunkLoadError(new Error("x is undefined"))).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
});
it("retries a failed load the given number of times", async () => {
  let calls = 0;
  const flaky = async () => {
    calls += 1;
    if (calls < 2) throw new Error("once");
    return "ok";
  };
  await expect(withRetries(flaky, 1)).resolves.toBe("ok");
  calls = -5;
  await expect(withRetries(flaky, 1)).rejects.toThrow("once");
});
