import { describe, expect, it } from "vitest";
import { classificationMetrics } from "./classification-metrics";
import { enrichPost } from "./enrich";
import { extractEmojis, extractTextEntities } from "./entities";
import { extractKeywords } from "./keywords";
import { detectLanguage } from "./language";
import { afinnSentiment, analyzeSentiment } from "./sentiment";

describe("entities", () => {
  it("finds hashtags, mentions, cashtags and urls with offsets", () => {
    const e = extractTextEntities("Hi @Jack, $TSLA up! #Stocks https://example.com/x");
    expect(e.map((x) => [x.kind, x.value])).toEqual([["mention", "jack"], ["cashtag", "tsla"], ["hashtag", "stocks"], ["url", "https://example.com/x"]]);
    expect(e[0]).toMatchObject({ start: 3, end: 8 });
  });
  it("finds emoji including joined sequences", () => {
    expect(extractEmojis("go 🔥🔥 and 👩‍💻!").map((e) => e.value)).toEqual(["🔥", "🔥", "👩‍💻"]);
  });
});

describe("keywords", () => {
  it("drops English stopwords and makes two-word combinations", () => {
    const k = extractKeywords("The new iPhone camera is amazing, the battery life too");
    expect(k.keywords).toEqual(["iphone", "camera", "amazing", "battery", "life"]);
    expect(k.pairs).toEqual(["iphone camera", "battery life"]);
  });
  it("segments Japanese and drops Japanese stopwords", () => {
    const k = extractKeywords("東京で美味しいラーメンを食べました");
    expect(k.keywords).toContain("東京");
    expect(k.keywords).toContain("ラーメン");
    expect(k.keywords).not.toContain("で");
  });
});

describe("language", () => {
  it("keeps X's language, else guesses", () => {
    expect(detectLanguage("whatever", "fr")).toEqual({ lang: "fr", method: "x", confidence: 1 });
    expect(detectLanguage("今日はとても良い天気ですね", null)).toMatchObject({ lang: "ja", method: "script" });
    expect(detectLanguage("El gobierno anunció nuevas medidas económicas para las familias de todo el país", null)).toMatchObject({ lang: "es", method: "franc" });
    expect(detectLanguage("ok 👍", null)).toMatchObject({ lang: null, method: "none" });
  });
});

describe("sentiment", () => {
  it("handles negation, boosters, emoji and 'but'", () => {
    expect(analyzeSentiment("I love this").label).toBe("positive");
    expect(analyzeSentiment("I do not love this").label).toBe("negative");
    expect(analyzeSentiment("very good").score).toBeGreaterThan(analyzeSentiment("good").score);
    expect(analyzeSentiment("flight delayed again 😡").label).toBe("negative");
    expect(analyzeSentiment("The seats were nice but the crew was rude and awful").label).toBe("negative");
    expect(analyzeSentiment("Boarding at gate 12").label).toBe("neutral");
  });
  it("differs from the plain AFINN baseline where the rules matter", () => {
    expect(afinnSentiment("not good").label).toBe("positive");
    expect(analyzeSentiment("not good").label).toBe("negative");
    expect(analyzeSentiment("x")).toMatchObject({ method: "lexicon-rules-v1", confidence: 0.4 });
  });
});

describe("enrichPost", () => {
  it("prefers entities X gave and always adds emoji", () => {
    const e = enrichPost("hello #world 😀", "en", [{ kind: "hashtag", value: "world", display: "world", start: 6, end: 12 }]);
    expect(e.entities.map((x) => x.kind)).toEqual(["hashtag", "emoji"]);
    expect(e).toMatchObject({ lang: "en", langMethod: "x" });
    expect(e.sentiment.label).toBe("positive");
  });
});

describe("classificationMetrics", () => {
  it("computes accuracy and macro-F1", () => {
    const m = classificationMetrics(["a", "a", "b", "b"], ["a", "b", "b", "b"], ["a", "b"]);
    expect(m.accuracy).toBe(0.75);
    expect(m.macroF1).toBeCloseTo((2 / 3 + 0.8) / 2, 6);
  });
});
