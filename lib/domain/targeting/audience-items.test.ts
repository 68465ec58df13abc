import { describe, expect, it } from "vitest";
import { audienceItemKind, filterByQueryType, isExclusionAudience, QUERY_TYPES } from "./audience-items";

describe("audience item kinds", () => {
  it("tells the kinds apart by their fields", () => {
    expect(audienceItemKind({ id: 1, is_super_insights: false, created: "2026-01-01" })).toBe("targeting-list");
    expect(audienceItemKind({ id: 2, created: "2026-01-01", targeting_package: {} })).toBe("builder-audience");
    expect(audienceItemKind({ id: 3, targeting_package: {} })).toBe("saved-list");
    expect(audienceItemKind({ id: 4 })).toBe("unknown");
  });
});

describe("saved audiences", () => {
  const items = [{ query_type: "handle_analysis" }, { query_type: "audience_builder" }, { query_type: "handle_analysis" }];
  it("filters by one query type or shows all", () => {
    expect(filterByQueryType(items, "all")).toHaveLength(3);
    expect(filterByQueryType(items, "handle_analysis")).toHaveLength(2);
    expect(filterByQueryType(items, "post_analysis")).toHaveLength(0);
  });
  it("names the query types", () => {
    expect(Object.values(QUERY_TYPES)).toEqual(["Handle Analysis", "Audience Analysis", "Conversation Analysis", "Post Analysis", "Audience Builder"]);
  });
  it("marks configs in the Exclusion Audience category", () => {
    expect(isExclusionAudience({ categories: [{ name: "Sports" }, { name: "Exclusion Audience" }] })).toBe(true);
    expect(isExclusionAudience({ categories: [{ name: "Sports" }] })).toBe(false);
    expect(isExclusionAudience({})).toBe(false);
  });
});
