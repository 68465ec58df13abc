import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerIdentityResolver } from "@/lib/server/auth/identity";
import { callRoute } from "@/tests/support/call-route";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";
import * as analyzeQuery from "@/app/api/external/analyze-query/route";
import * as conversations from "@/app/api/external/x-conversations/route";

beforeAll(async () => {
  // Before the first config() read in this file: a budget no conversation analysis can meet.
  process.env.ANALYSIS_CONVERSATION_BUDGET_MS = "1";
  const handle = await freshDatabase();
  registerIdentityResolver(async (req) => (req.headers.get("x-test-user") ? { kind: "user", userId: "u1", email: "u1@example.com", via: "token" } : null));
  await seedAnalysisCorpus(handle.db);
});

// Test files share one process: later files must get the default budget.
afterAll(() => {
  delete process.env.ANALYSIS_CONVERSATION_BUDGET_MS;
});

describe("a conversation analysis over its time budget", () => {
  it("answers the spec's detail instead of failing", async () => {
    const res = await callRoute(conversations.POST, { method: "POST", body: { query_type: "conversation", query: "#coffee" }, headers: { "x-test-user": "1" } });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ detail: "The request took too long to process" });
  });

  it("does not limit the other query types", async () => {
    const res = await callRoute(analyzeQuery.POST, { method: "POST", body: { query_type: "handle", query: "brand" }, headers: { "x-test-user": "1" } });
    expect(res.status).toBe(201);
  });
});
