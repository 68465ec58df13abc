import { expect, it } from "vitest";
import { chooseLocale, localeFromAcceptLanguage } from "./locale";

it("the user's own language wins", () => expect(chooseLocale("ja", "en-US,en;q=0.9")).toBe("ja"));
it("then the browser's best supported language by quality", () => {
  expect(chooseLocale(null, "fr-FR,ja;q=0.8,en;q=0.5")).toBe("ja");
  expect(localeFromAcceptLanguage("ja;q=0.2, en-GB;q=0.9")).toBe("en");
  expect(localeFromAcceptLanguage("ja;q=0")).toBeNull();
});
it("English is the fallback", () => {
  expect(chooseLocale("de", "fr, es")).toBe("en");
  expect(chooseLocale(undefined, undefined)).toBe("en");
});
