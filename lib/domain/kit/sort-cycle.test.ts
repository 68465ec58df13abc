import { describe, expect, it } from "vitest";
import { nextSort, parseSort, selectionState, sortDirectionOf, sortRows } from "./sort-cycle";

describe("sort cycle", () => {
  it("goes ascending, descending (leading minus), then cleared", () => {
    expect(nextSort(null, "reach")).toBe("reach");
    expect(nextSort("reach", "reach")).toBe("-reach");
    expect(nextSort("-reach", "reach")).toBeNull();
  });
  it("starts a different column ascending", () => {
    expect(nextSort("-reach", "name")).toBe("name");
  });
  it("parses the sort value", () => {
    expect(parseSort("-reach")).toEqual({ key: "reach", direction: "desc" });
    expect(parseSort("name")).toEqual({ key: "name", direction: "asc" });
    expect(parseSort(null)).toBeNull();
    expect(sortDirectionOf("-reach", "reach")).toBe("desc");
    expect(sortDirectionOf("-reach", "name")).toBeNull();
  });
});

describe("sortRows", () => {
  const rows = [
    { name: "beta", reach: 20 },
    { name: "Alpha", reach: 3 },
    { name: "gamma 10", reach: null },
    { name: "gamma 9", reach: 20 },
  ];
  const valueOf = (row: (typeof rows)[number], key: string) => row[key as keyof typeof row];

  it("sorts numbers and natural text both ways, empty values last", () => {
    expect(sortRows(rows, "reach", valueOf).map((r) => r.name)).toEqual(["Alpha", "beta", "gamma 9", "gamma 10"]);
    expect(sortRows(rows, "-reach", valueOf).map((r) => r.name)).toEqual(["beta", "gamma 9", "Alpha", "gamma 10"]);
    expect(sortRows(rows, "name", valueOf).map((r) => r.name)).toEqual(["Alpha", "beta", "gamma 9", "gamma 10"]);
  });
  it("keeps the original order when cleared and does not mutate", () => {
    expect(sortRows(rows, null, valueOf)).toEqual(rows);
    expect(sortRows(rows, null, valueOf)).not.toBe(rows);
  });
});

describe("selectionState", () => {
  it("is indeterminate only for a partial selection", () => {
    expect(selectionState(0, 4)).toBe("none");
    expect(selectionState(2, 4)).toBe("some");
    expect(selectionState(4, 4)).toBe("all");
    expect(selectionState(0, 0)).toBe("none");
  });
});
