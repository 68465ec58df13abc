import { describe, expect, it } from "vitest";
import { packageFromAnalysis } from "./analysis-package";

describe("the targeting package an analysis stands for", () => {
  it("targets a handle analysis's followers by the handle, and a keyword analysis by its keyword", () => {
    expect(packageFromAnalysis("handle", " @Brand ")).toEqual({ handles: [{ handle: "Brand" }] });
    expect(packageFromAnalysis("keyword", "sourdough baking")).toEqual({ keywords: [{ label: "sourdough baking" }] });
  });

  it("turns a conversation's search into hashtags, handles, words and phrases, leaving out operators, negations and filters", () => {
    expect(packageFromAnalysis("conversation", '(#Gaming OR esports) "game night" @nintendo -#ad NOT decaf lang:en #gaming')).toEqual({
      keywords: [{ label: "esports" }, { label: "game night" }],
      hashtags: [{ label: "Gaming" }],
      handles: [{ handle: "nintendo" }],
    });
  });

  it("targets the authors of the analysed posts", () => {
    expect(packageFromAnalysis("post", "https://x.com/brand/status/1001, https://twitter.com/rival/status/2 https://x.com/Brand/status/3")).toEqual({
      handles: [{ handle: "brand" }, { handle: "rival" }],
    });
  });
});
