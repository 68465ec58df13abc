import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCaller } from "@/tests/support/auth";
import type { Caller } from "@/tests/support/caller";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";
import * as analyzeQuery from "@/app/api/external/analyze-query/route";
import * as conversations from "@/app/api/external/x-conversations/route";

let caller: Caller;

beforeAll(async () => {
  // Before the first config() read in this file: a budget no conversation analysis can meet.
  process.env.ANALYSIS_CONVERSATION_BUDGET_MS = "1";
  const handle = await freshDatabase();
  caller = await signedInCaller("u1@example.com");
  await seedAnalysisCorpus(handle.db);
});

// Test files share one process: later files must get the default budget.
afterAll(() => {
  delete process.env.ANALYSIS_CONVERSATION_BUDGET_MS;
});

describe("a conversation analysis over its time budget", () => {
  it("answers the spec's detail instead of failing", async () => {
    const res = await caller.call(conversations.POST, "POST", "/", { body: { query_type: "conversation", query: "#coffee" } });
    expect(res.status).toBe(422);
    expect(res.data).toEqual({ detail: "The request took too long to process", request_id: expect.any(String) });
  });

  it("does not limit the other query types", async () => {
    const res = await caller.call(analyzeQuery.POST, "POST", "/", { body: { query_type: "handle", query: "brand" } });
    expect(res.status).toBe(201);
  });
});
