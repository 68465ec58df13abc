import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { audienceRequestFeedback, corpusAccounts } from "@/lib/server/db/schema";
import * as feedback from "@/app/api/external/audience-request/feedback/route";
import * as reddit from "@/app/api/external/audience-request/reddit/route";
import * as validateEmail from "@/app/api/external/audience-request/validate-email/route";
import * as validateHandle from "@/app/api/external/audience-request/validate-handle/route";

const suite = setupAuthSuite({});
let user: Awaited<ReturnType<typeof signedInCaller>>;
beforeAll(async () => {
  await suite.handle.db.insert(corpusAccounts).values({ id: "901", handle: "NASA", name: "NASA", followersCount: 1200, origin: "generated" });
  user = await signedInCaller("planner@agency.example");
});

describe("audience-request endpoints", () => {
  it("validate-handle: body {handle}, with or without @, answers whether the corpus knows it", async () => {
    const known = await user.call(validateHandle.POST, "POST", "/api/external/audience-request/validate-handle/", { body: { handle: "@nasa" } });
    expect(known).toMatchObject({ status: 200, data: { handle: "NASA", valid: true, name: "NASA", followers: 1200 } });
    const unknown = await user.call(validateHandle.POST, "POST", "/api/external/audience-request/validate-handle/", { body: { handle: "nobody_here" } });
    expect(unknown.data).toEqual({ handle: "nobody_here", valid: false, name: null, followers: null });
    const bad = await user.call(validateHandle.POST, "POST", "/api/external/audience-request/validate-handle/", { body: { handle: "not a handle!" } });
    expect(bad).toMatchObject({ status: 400, data: { handle: ["Enter a valid X handle."] } });
    expect((await new Caller().call(validateHandle.POST, "POST", "/api/external/audience-request/validate-handle/", { body: { handle: "nasa" } })).status).toBe(401);
  });

  it("validate-email: the spec's message for an address that is not one", async () => {
    const ok = await user.call(validateEmail.POST, "POST", "/api/external/audience-request/validate-email/", { body: { email: " Ada@Example.com " } });
    expect(ok.data).toEqual({ email: "ada@example.com", valid: true });
    const bad = await user.call(validateEmail.POST, "POST", "/api/external/audience-request/validate-email/", { body: { email: "ada-at-example" } });
    expect(bad.data).toEqual({ email: "ada-at-example", valid: false, detail: "Please enter a valid email address" });
  });

  it("feedback is kept for the user who gave it", async () => {
    const res = await user.call(feedback.POST, "POST", "/api/external/audience-request/feedback/", { body: { rating: "down", message: "Too broad", context: "request-audience" } });
    expect(res.status).toBe(201);
    const [row] = await suite.handle.db.select().from(audienceRequestFeedback).where(eq(audienceRequestFeedback.id, res.data.id));
    expect(row).toMatchObject({ userId: user.userId, rating: "down", message: "Too broad" });
  });

  it("reddit: communities from the topic mapping, labelled as a mapping", async () => {
    const res = await user.call(reddit.POST, "POST", "/api/external/audience-request/reddit/", { body: { keywords: ["travel", "quantum"] } });
    expect(res.data.method).toMatch(/mapping/);
    expect(res.data.rows).toEqual([
      { keyword: "travel", communities: ["r/travel"] },
      { keyword: "quantum", communities: [] },
    ]);
  });
});
