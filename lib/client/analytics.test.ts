import { expect, it } from "vitest";
import { createAnalytics, type AnalyticsSettings } from "./analytics";

function recorder(production: boolean, token: string) {
  const sent: Parameters<AnalyticsSettings["send"]>[0][] = [];
  const analytics = createAnalytics({ production, token, send: (p) => sent.push(p) });
  return { analytics, sent };
}

it.each([
  [false, "tok"],
  [true, ""],
  [true, "   "],
])("does nothing unless production with a token (production=%s, token=%j)", (production, token) => {
  const { analytics, sent } = recorder(production, token);
  analytics.identify("u1");
  analytics.register({ plan: "pro" });
  analytics.track("Exported sheet", { sections: 3 });
  analytics.pageView("/x");
  analytics.reset();
  expect(analytics.enabled).toBe(false);
  expect(sent).toEqual([]);
});

it("in production with a token, sends every operation with identity and super-properties", () => {
  const { analytics, sent } = recorder(true, "tok");
  analytics.identify("u1");
  analytics.register({ plan: "pro" });
  analytics.track("Exported images", { count: 2 });
  analytics.pageView("/acme/creator");
  analytics.reset();
  analytics.track("after reset");
  expect(sent.map((s) => s.event.type)).toEqual(["identify", "register", "track", "page", "reset", "track"]);
  expect(sent[2]).toMatchObject({ token: "tok", distinctId: "u1", superProperties: { plan: "pro" }, event: { event: "Exported images", properties: { count: 2 } } });
  expect(sent[5]).toMatchObject({ distinctId: null, superProperties: {} });
});
