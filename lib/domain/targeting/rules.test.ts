import { describe, expect, it } from "vitest";
import { campaignGenerationMessage, isGenerationReady, shouldPromptSuggestion } from "./rules";

describe("suggestion prompt", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const base = { relatedUses: 5, lastPromptAt: null, now, configCount: 1 };
  it("appears at 5 uses with configs and no earlier prompt", () => expect(shouldPromptSuggestion(base)).toBe(true));
  it("needs at least 5 uses", () => expect(shouldPromptSuggestion({ ...base, relatedUses: 0 })).toBe(false));
  it("appears only at multiples of 5", () => {
    expect([4, 6, 9, 10, 15].map((relatedUses) => shouldPromptSuggestion({ ...base, relatedUses }))).toEqual([false, false, false, true, true]);
  });
  it("waits at least a day after the last prompt", () => {
    expect(shouldPromptSuggestion({ ...base, lastPromptAt: new Date(dayAgo.getTime() + 1) })).toBe(false);
    expect(shouldPromptSuggestion({ ...base, lastPromptAt: dayAgo })).toBe(true);
  });
  it("needs more than 0 configs", () => expect(shouldPromptSuggestion({ ...base, configCount: 0 })).toBe(false));
});

describe("campaign generation errors", () => {
  it("maps server messages to the user's", () => {
    expect(campaignGenerationMessage("Invalid access for a@b.c")).toBe("Invalid email address");
    expect(campaignGenerationMessage("Error: No audience found for id 4")).toBe("No audience found");
    expect(campaignGenerationMessage("boom")).toBe("Failed to generate campaign attributes");
    expect(campaignGenerationMessage(undefined)).toBe("Failed to generate campaign attributes");
  });
});

describe("generation polling", () => {
  it("is ready once the package has hashtags or keywords", () => {
    expect(isGenerationReady({ targeting_package: { hashtags: [], keywords: [] } })).toBe(false);
    expect(isGenerationReady(null)).toBe(false);
    expect(isGenerationReady({ targeting_package: { hashtags: [{}] } })).toBe(true);
    expect(isGenerationReady({ targeting_package: { keywords: [{}] } })).toBe(true);
  });
});
