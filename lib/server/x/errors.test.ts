import { describe, expect, it } from "vitest";
import { errorFromResponse, parseProblems } from "./errors";

describe("X error normalisation", () => {
  it.each([
    [429, { title: "UsageCapExceeded", type: "https://api.x.com/2/problems/usage-capped" }, "usage_cap"],
    [429, { title: "Too Many Requests", type: "about:blank" }, "rate_limit"],
    [429, { errors: [{ code: 88, message: "Rate limit exceeded" }] }, "rate_limit"],
    [401, { title: "Unauthorized" }, "auth"],
    [403, { type: "https://api.x.com/2/problems/client-forbidden" }, "auth"],
    [404, null, "not_found"],
    [400, { errors: [{ message: "bad" }], type: "https://api.x.com/2/problems/invalid-request" }, "invalid"],
    [503, "<html>", "server"],
  ])("%i %j -> %s", (status, body, kind) => {
    expect(errorFromResponse(status, body).kind).toBe(kind);
  });
  it("keeps problem details and the old code-88 shape", () => {
    expect(parseProblems({ errors: [{ code: 88, message: "Rate limit exceeded" }] })).toEqual([
      { title: "code 88", detail: "Rate limit exceeded", type: "https://api.x.com/2/problems/rate-limit-exceeded", resourceId: undefined },
    ]);
  });
});
