import { describe, expect, it } from "vitest";
import { linePlacements, lookupKey, packageCriteria, statusLabel, type LookupKind } from "./ads-criteria";
import { prepareTargeting } from "./targeting-package";

const none = (): Record<LookupKind, Map<string, string>> => ({ interests: new Map(), conversations: new Map(), tv_shows: new Map(), languages: new Map(), network_operators: new Map(), locations: new Map(), users: new Map(), custom_audiences: new Map() });
const prepared = (pkg: Parameters<typeof prepareTargeting>[0], countries: string[] = []) => {
  const p = prepareTargeting(pkg, countries);
  if (!p.ok) throw new Error("empty");
  return p.targeting;
};

describe("package criteria", () => {
  it("sends keywords and hashtags as broad keywords once each, and resolved names by their X ids", () => {
    const resolved = none();
    resolved.interests.set(lookupKey("Books and literature/Comics"), "1003");
    resolved.users.set("bluebottle", "70001");
    const { criteria, skipped } = packageCriteria(prepared({ keywords: [{ label: "Coffee" }, { label: "coffee" }], hashtags: [{ label: "coffee" }], interests: [{ label: "Books and literature/Comics" }], handles: [{ handle: "@BlueBottle" }, { handle: "ghost" }] }), resolved);
    expect(criteria.map((c) => `${c.targeting_type}:${c.targeting_value}`)).toEqual(["BROAD_KEYWORD:Coffee", "BROAD_KEYWORD:#coffee", "INTEREST:1003", "SIMILAR_TO_FOLLOWERS_OF_USER:70001"]);
    expect(skipped).toEqual([{ kind: "users", label: "ghost", reason: "not-found" }]);
  });

  it("matches interest names whichever separator they carry", () => {
    expect(lookupKey("Books and literature — Comics")).toBe(lookupKey("books and literature/comics"));
  });

  it("adds one AGE, GENDER as 1 or 2, and nothing for the any values", () => {
    const some = packageCriteria(prepared({ age: "AGE_25_TO_49", gender: "Women" }), none()).criteria;
    expect(some.map((c) => `${c.targeting_type}:${c.targeting_value}`)).toEqual(["AGE:AGE_25_TO_49", "GENDER:2"]);
    expect(packageCriteria(prepared({ age: "AGE_ANY", gender: "ANY", keywords: [{ label: "a" }] }), none()).criteria.map((c) => c.targeting_type)).toEqual(["BROAD_KEYWORD"]);
  });

  it("keeps to X's per-line-item limits and reports the rest", () => {
    const resolved = none();
    const interests = Array.from({ length: 105 }, (_, i) => ({ label: `Interest ${i}` }));
    for (const [i, e] of interests.entries()) resolved.interests.set(lookupKey(e.label), String(1000 + i));
    const { criteria, skipped } = packageCriteria(prepared({ interests }), resolved);
    expect(criteria).toHaveLength(100);
    expect(skipped.filter((s) => s.reason === "over-limit")).toHaveLength(5);
  });

  it("leaves out custom audiences that are not ready, and TV shows without a location", () => {
    const resolved = none();
    resolved.custom_audiences.set("buyers", "ca1");
    resolved.tv_shows.set("newswatch", "10027243420");
    const { criteria, skipped } = packageCriteria(prepared({ custom_audiences: ["Buyers"], movies_tv_shows: [{ label: "NewsWatch" }] }), resolved, new Set(["buyers"]));
    expect(criteria).toEqual([]);
    expect(skipped).toEqual([
      { kind: "custom_audiences", label: "Buyers", reason: "not-ready" },
      { kind: "tv_shows", label: "NewsWatch", reason: "needs-location" },
    ]);
  });

  it("maps placements to X's, everywhere when none are chosen", () => {
    expect(linePlacements(["homeTimelines", "searchResults"])).toEqual(["TWITTER_TIMELINE", "TWITTER_SEARCH"]);
    expect(linePlacements([])).toEqual(["ALL_ON_TWITTER"]);
  });
});

describe("status label", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  const item = (o: Partial<Parameters<typeof statusLabel>[0]>) => ({ entity_status: "ACTIVE", start_time: null, end_time: null, ...o });
  it("reads the line item's state as one of the six labels", () => {
    expect(statusLabel(item({ entity_status: "DRAFT" }), now)).toBe("draft");
    expect(statusLabel(item({ entity_status: "PAUSED" }), now)).toBe("paused");
    expect(statusLabel(item({}), now)).toBe("active");
    expect(statusLabel(item({ start_time: "2026-07-01T00:00:00Z" }), now)).toBe("scheduled");
    expect(statusLabel(item({ end_time: "2026-05-01T00:00:00Z" }), now)).toBe("expired");
    expect(statusLabel(item({ deleted: true }), now)).toBe("halted");
    expect(statusLabel(item({ servable: false }), now)).toBe("halted");
  });
});
