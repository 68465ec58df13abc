import { describe, expect, it } from "vitest";
import { postOrder } from "./top-posts";

describe("postOrder", () => {
  it("accepts the listing orders and falls back to likes", () => {
    expect(postOrder("created_at")).toBe("created_at");
    expect(postOrder("repost_count")).toBe("repost_count");
    expect(postOrder("bogus")).toBe("like_count");
  });
});
