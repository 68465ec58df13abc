import { describe, expect, it } from "vitest";
import { inferredValueKey, languageName, regionName } from "./display-names";

describe("names of stored codes in the reader's language", () => {
  it("names a country from its ISO code in English and Japanese", () => {
    expect(regionName("en", "JP", "Japan")).toBe("Japan");
    expect(regionName("ja", "JP", "Japan")).toBe("日本");
    expect(regionName("en", "gb", "United Kingdom")).toBe("United Kingdom");
    expect(regionName("ja", "GB", "United Kingdom")).toBe("イギリス");
    expect(regionName("ja", "US", "United States")).toBe("アメリカ合衆国");
  });

  it("keeps the stored name when there is no code or Intl has no name for it", () => {
    expect(regionName("ja", null, "Atlantis")).toBe("Atlantis");
    expect(regionName("ja", "not a code", "Atlantis")).toBe("Atlantis");
    expect(regionName("ja", "QQ", "Nowhere")).toBe("Nowhere");
  });

  it("names a language from its code, and keeps a code it cannot name", () => {
    expect(languageName("en", "ja")).toBe("Japanese");
    expect(languageName("ja", "en")).toBe("英語");
    expect(languageName("ja", "qqq")).toBe("qqq");
    expect(languageName("en", "not a code!")).toBe("not a code!");
  });

  it("turns inferred values into message keys", () => {
    expect(inferredValueKey("IT/Tech")).toBe("it_tech");
    expect(inferredValueKey("Decision maker")).toBe("decision_maker");
    expect(inferredValueKey("50+")).toBe("50_plus");
    expect(inferredValueKey("18-24")).toBe("18_24");
    expect(inferredValueKey("female")).toBe("female");
  });
});

describe("every value the corpus infers has a name in both languages", () => {
  it("covers the genders, age groups and job categories", async () => {
    const { JOB_CATEGORIES } = await import("@/lib/domain/enrichment/job-titles");
    const en = (await import("@/messages/en.json")).default.deepThought.enrichments.values as Record<string, Record<string, string>>;
    const ja = (await import("@/messages/ja.json")).default.deepThought.enrichments.values as Record<string, Record<string, string>>;
    const inferred = {
      gender: ["male", "female", "company"],
      age_group: ["13-17", "18-24", "25-49", "50+"],
      job_category: JOB_CATEGORIES.map((c) => c.category),
    };
    for (const [field, values] of Object.entries(inferred)) {
      for (const v of values) {
        expect(en[field][inferredValueKey(v)], `${field} ${v} (en)`).toBeTruthy();
        expect(ja[field][inferredValueKey(v)], `${field} ${v} (ja)`).toBeTruthy();
      }
    }
    expect(en.job_category.it_tech).toBe("IT and tech");
    expect(ja.age_group["50_plus"]).toBe("50歳以上");
  });
});
