import { describe, expect, it } from "vitest";
import { canonicalCountry, normaliseLocation } from "./location";

describe("country alias map", () => {
  it.each([
    ["UK", "United Kingdom"], ["USA", "United States"], ["US", "United States"], ["Britain", "United Kingdom"],
    ["UAE", "United Arab Emirates"], ["holland", "Netherlands"], ["north korea", "North Korea"],
    ["Türkiye", "Turkey"], ["Czechia", "Czech Republic"], ["日本", "Japan"],
  ])("%s -> %s", (alias, name) => {
    expect(canonicalCountry(alias)?.name).toBe(name);
  });

  it("knows nothing of made-up places", () => {
    expect(canonicalCountry("Narnia")).toBeNull();
  });
});

describe("normaliseLocation", () => {
  it("reads city and country from free text in many spellings", () => {
    expect(normaliseLocation("London, UK")).toMatchObject({ country: "United Kingdom", city: "London", method: "alias-map" });
    expect(normaliseLocation("東京都")).toMatchObject({ country: "Japan", city: "Tokyo", method: "city-map" });
    expect(normaliseLocation("Austin, TX")).toMatchObject({ country: "United States", city: "Austin" });
    expect(normaliseLocation("Springfield, IL")).toMatchObject({ country: "United States", city: "Springfield", method: "us-state" });
    expect(normaliseLocation("İstanbul, Türkiye")).toMatchObject({ country: "Turkey", city: "Istanbul" });
    expect(normaliseLocation("Amsterdam 🇳🇱 / Holland")).toMatchObject({ country: "Netherlands", city: "Amsterdam" });
  });

  it("drops a city that contradicts the country and says when it knows nothing", () => {
    expect(normaliseLocation("Paris, USA")).toMatchObject({ country: "United States", city: null });
    expect(normaliseLocation("somewhere over the rainbow")).toEqual({ country: null, countryCode: null, city: null, method: "none", confidence: 0 });
    expect(normaliseLocation("")).toMatchObject({ method: "none" });
  });
});
