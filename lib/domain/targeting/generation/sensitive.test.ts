import { describe, expect, it } from "vitest";
import { sensitiveCategories, sensitiveRefusal } from "./sensitive";

describe("sensitive categories", () => {
  it("finds each category X forbids, with the words that gave it away", () => {
    expect(sensitiveCategories("People with diabetes who vote Republican")).toEqual([
      { category: "health", words: ["diabetes"] },
      { category: "politics", words: ["republican"] },
    ]);
    expect(sensitiveCategories("Catholic churchgoers")[0].category).toBe("religion");
    expect(sensitiveCategories("LGBTQ travellers")[0].category).toBe("sexual_orientation");
  });

  it("lets ordinary interests through, fitness and wellness included", () => {
    expect(sensitiveRefusal("Runners who buy running shoes and care about fitness and wellness")).toBeNull();
  });

  it("refuses with a message naming the category", () => {
    expect(sensitiveRefusal("cancer patients")).toMatch(/^X does not allow targeting by sensitive categories\. .*health conditions \("cancer", "patients"\)/);
  });
});
