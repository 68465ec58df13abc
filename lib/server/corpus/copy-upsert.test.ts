import { describe, expect, it } from "vitest";
import type { BulkColumn } from "./bulk-rows";
import { copyText } from "./copy-upsert";

const columns: BulkColumn[] = [
  { name: "id", type: "text" }, { name: "n", type: "int" }, { name: "r", type: "real" }, { name: "b", type: "bool" },
  { name: "at", type: "timestamptz" }, { name: "tags", type: "text[]" }, { name: "doc", type: "jsonb" }, { name: "day", type: "date" },
];

describe("COPY text", () => {
  it("writes each type as PostgreSQL's text format reads it", () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    expect(copyText(columns, [["a", 1, 0.5, true, at, ["x", "y z"], { k: 1 }, "2026-01-02"]])).toBe(
      'a\t1\t0.5\tt\t2026-01-02T03:04:05.678Z\t{"x","y z"}\t{"k":1}\t2026-01-02\n',
    );
  });

  it("writes nulls as \\N and escapes backslashes, tabs and line breaks in every kind of field", () => {
    const text = copyText(columns, [
      [null, undefined, null, false, null, null, null, null],
      ["tab\there\nline\rback\\slash", 2, 1, null, "2026-01-01", ['quo"te', "back\\slash", "new\nline"], { s: "a\tb\\c" }, null],
    ]);
    expect(text.split("\n")).toEqual([
      "\\N\t\\N\t\\N\tf\t\\N\t\\N\t\\N\t\\N",
      'tab\\there\\nline\\rback\\\\slash\t2\t1\t\\N\t2026-01-01\t{"quo\\\\"te","back\\\\\\\\slash","new\\nline"}\t{"s":"a\\\\tb\\\\\\\\c"}\t\\N',
      "",
    ]);
  });
});
