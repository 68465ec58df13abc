import { describe, expect, it } from "vitest";
import { columnMapSpec, guessColumnMap, importKindOf, previewFile } from "./file-preview";
import { parseColumnMap } from "./column-map";

describe("the import page's file preview", () => {
  it("tells the kind from the name", () => {
    expect(["a.csv", "b.JSONL", "c.json", "tweets.js", "d.txt"].map(importKindOf)).toEqual(["csv", "x-json", "x-json", "x-archive", null]);
  });

  it("shows the header and first rows of a CSV, with quoted commas and line breaks, leaving out a row cut off", () => {
    const head = 'content,author,publish_date\n"Hello, world",ann,2024-03-01 07:15:00\n"two\nlines",bob,2024-03-02 07:15:00\nthird,ca';
    const p = previewFile("export.csv", head, false);
    expect(p.header).toEqual(["content", "author", "publish_date"]);
    expect(p.rows).toEqual([
      ["Hello, world", "ann", "2024-03-01 07:15:00"],
      ["two\nlines", "bob", "2024-03-02 07:15:00"],
    ]);
    expect(p.shape).toBeNull();
    expect(previewFile("export.csv", head, true).rows).toHaveLength(3);
  });

  it("recognises a known shape from its header", () => {
    expect(previewFile("t.csv", "id,created_at,text\n1,2017-01-01 00:00:00,hi\n", false).shape).toBe("posts");
  });

  it("guesses same-named columns and writes the mapping the import takes", () => {
    const map = { ...guessColumnMap(["Text", "likes", "other"]), created_at: "publish_date" };
    expect(map).toEqual({ text: "text", likes: "likes", created_at: "publish_date" });
    expect(parseColumnMap(columnMapSpec(map))).toEqual(map);
  });
});
