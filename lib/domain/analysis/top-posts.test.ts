import { describe, expect, it } from "vitest";
import { postOrder, topBy } from "./top-posts";

const posts = [
  { id: "5", likes: 3 },
  { id: "2", likes: null },
  { id: "9", likes: 7 },
  { id: "1", likes: 3 },
  { id: "4", likes: 0 },
  { id: "3", likes: 7 },
];

describe("topBy", () => {
  it("ranks by value descending, missing values last, ties by id", () => {
    expect(topBy(posts, (p) => p.likes, 10).map((p) => p.id)).toEqual(["3", "9", "1", "5", "4", "2"]);
  });

  it("keeps only the first `limit` as a full sort would", () => {
    expect(topBy(posts, (p) => p.likes, 3).map((p) => p.id)).toEqual(["3", "9", "1"]);
    expect(topBy(posts, (p) => p.likes, 0)).toEqual([]);
  });

  it("agrees with a full sort on many ties", () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: String(1000 + ((i * 7919) % 500)), v: i % 4 === 0 ? null : i % 5 }));
    const sorted = [...many].sort((a, b) => (a.v === b.v ? (a.id < b.id ? -1 : 1) : a.v === null ? 1 : b.v === null ? -1 : b.v - a.v));
    expect(topBy(many, (p) => p.v, 20)).toEqual(sorted.slice(0, 20));
  });
});

describe("postOrder", () => {
  it("accepts the listing orders and falls back to likes", () => {
    expect(postOrder("created_at")).toBe("created_at");
    expect(postOrder("repost_count")).toBe("repost_count");
    expect(postOrder("bogus")).toBe("like_count");
  });
});
