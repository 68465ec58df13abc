import { describe, expect, it } from "vitest";
import { initialSession } from "./session";
import { planSaveAudience } from "./save-audience";

const ran = { ...initialSession(new Date("2026-01-01T00:00:00Z")), audienceCreatorQueryId: "0b7c4a52-7d1e-4c38-9d53-0d3b1f0f5c11", submittedQueryType: "handle" as const, submittedHandle: "@nasa" };

describe("planSaveAudience", () => {
  it("asks to sign in again without an e-mail, before anything else", () => {
    expect(planSaveAudience(ran, null)).toEqual({ ok: false, reason: "signedOut" });
  });
  it("asks to wait while no query ran or a request is still loading", () => {
    expect(planSaveAudience(initialSession(new Date()), "a@b.co")).toEqual({ ok: false, reason: "notReady" });
    expect(planSaveAudience({ ...ran, requests: { posts: { loading: true, tookTooLong: false, error: null } } }, "a@b.co")).toEqual({ ok: false, reason: "notReady" });
  });
  it("saves a finished analysis under its saved-audience query type and team", () => {
    expect(planSaveAudience(ran, "a@b.co", "local")).toEqual({
      ok: true,
      body: { email: "a@b.co", audience_creator_query_id: ran.audienceCreatorQueryId, query_type: "handle_analysis", name: "@nasa", team: "local" },
    });
  });
});
