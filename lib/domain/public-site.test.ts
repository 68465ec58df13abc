import { describe, expect, it } from "vitest";
import { languageAlternates, localizedUrl } from "./public-site";
import { localeFromPath } from "./locale";

describe("public site URLs", () => {
  it("gives each language its own URL and x-default the bare one", () => {
    expect(languageAlternates("https://toolkit.example.com", "/about")).toEqual({
      "x-default": "https://toolkit.example.com/about",
      en: "https://toolkit.example.com/about?hl=en",
      ja: "https://toolkit.example.com/about?hl=ja",
    });
    expect(localizedUrl("http://toolkit.localhost:3000", "/", "ja")).toBe("http://toolkit.localhost:3000/?hl=ja");
  });

  it("reads the language a path asks for, ignoring unknown ones", () => {
    expect(localeFromPath("/about?hl=ja")).toBe("ja");
    expect(localeFromPath("/about?x=1&hl=en")).toBe("en");
    expect(localeFromPath("/about?hl=fr")).toBeNull();
    expect(localeFromPath("/about")).toBeNull();
    expect(localeFromPath(null)).toBeNull();
  });
});
