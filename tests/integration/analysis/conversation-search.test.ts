import { describe, expect, it } from "vitest";
import { conversationSearch } from "@/lib/server/analysis/query";

describe("conversation search text", () => {
  it("makes a multi-word term a phrase and joins terms by OR", () => {
    expect(conversationSearch("#ai or machine learning")).toBe('#ai OR "machine learning"');
  });
  it("keeps groups the screen wrote in search syntax (extra and excluded keywords) as they are", () => {
    expect(conversationSearch('#gaming "stream" -"boss" or "machine learning" -#nft')).toBe('#gaming "stream" -"boss" OR "machine learning" -#nft');
    expect(conversationSearch("#ai #ml -#nft")).toBe("#ai #ml -#nft");
  });
});
