import { describe, expect, it } from "vitest";
import { lenientMaterialListQuery } from "./marketing-materials";

describe("the library page's filters, read field by field", () => {
  it("keeps the fields that parse and names the ones it left out", () => {
    expect(lenientMaterialListQuery({ type: "bogus", language: "ja", q: "  deck " })).toEqual({ filters: { language: "ja", q: "deck" }, ignored: ["type"] });
  });

  it("treats empty and missing fields as any, and a repeated field as not understood", () => {
    expect(lenientMaterialListQuery({ type: "", language: undefined })).toEqual({ filters: {}, ignored: [] });
    expect(lenientMaterialListQuery({ language: ["en", "ja"], q: "x".repeat(101) })).toEqual({ filters: {}, ignored: ["language", "q"] });
  });
});
