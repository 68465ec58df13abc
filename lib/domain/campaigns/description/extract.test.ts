import { describe, expect, it } from "vitest";
import { budgetText, statedBudget } from "./amount";
import { ageCode, statedAudience } from "./audience";
import { statedFlight } from "./dates";
import { extractCampaignParameters, nameFrom, statesAnything } from "./extract";
import { statedObjective } from "./objective";

const today = "2026-11-26"; // a Thursday

describe("budgets stated in a description", () => {
  it("reads amounts with their currency in symbols, codes and words", () => {
    expect(statedBudget("Spend $5,000 on it")).toEqual({ amount: 5000, currency: "USD", kind: "lifetime" });
    expect(statedBudget("about 2.5k EUR in total")).toEqual({ amount: 2500, currency: "EUR", kind: "lifetime" });
    expect(statedBudget("a budget of 800 pounds")).toEqual({ amount: 800, currency: "GBP", kind: "lifetime" });
    expect(statedBudget("S$1200 please")).toMatchObject({ amount: 1200, currency: "SGD" });
    expect(statedBudget("JPY 300000")).toMatchObject({ amount: 300000, currency: "YEN" });
  });
  it("reads Japanese amounts with 万 and 円, and full-width digits through the extractor", () => {
    expect(statedBudget("予算は30万円です")).toEqual({ amount: 300000, currency: "YEN", kind: "lifetime" });
    expect(statedBudget("￥1,500,000")).toMatchObject({ amount: 1500000, currency: "YEN" });
    expect(extractCampaignParameters("予算３０万円で認知を広げたい", today)).toMatchObject({ budget: "300000", currency: "YEN", objective: "REACH" });
  });
  it("tells a daily budget from a lifetime one", () => {
    expect(statedBudget("$50 a day")).toMatchObject({ amount: 50, kind: "daily" });
    expect(statedBudget("daily budget of €40")).toMatchObject({ amount: 40, kind: "daily" });
    expect(statedBudget("1日5万円")).toMatchObject({ amount: 50000, kind: "daily" });
    expect(statedBudget("予算は1日5万円")).toEqual({ amount: 50000, currency: "YEN", kind: "daily" });
    expect(statedBudget("budget for 30 days: 900")).toBeNull();
  });
  it("takes a number without a currency only right after the word budget, and ignores other numbers", () => {
    expect(statedBudget("budget: 1500")).toEqual({ amount: 1500, currency: null, kind: "lifetime" });
    expect(statedBudget("people aged 18-34 in 2027")).toBeNull();
  });
  it("writes the budget as the form takes it (at most one decimal place)", () => {
    expect(budgetText(1234.56)).toBe("1234.6");
    expect(budgetText(300000)).toBe("300000");
  });
});

describe("flights stated in a description", () => {
  it("reads ISO, English and Japanese dates, and ranges", () => {
    expect(statedFlight("from 2027-01-10 to 2027-02-09", today)).toEqual({ start: "2027-01-10", end: "2027-02-09" });
    expect(statedFlight("running January 10 through Feb 9, 2027", today)).toEqual({ start: "2027-01-10", end: "2027-02-09" });
    expect(statedFlight("2027年1月10日から2月9日まで", today)).toEqual({ start: "2027-01-10", end: "2027-02-09" });
    expect(statedFlight("10 December to 5 January", today)).toEqual({ start: "2026-12-10", end: "2027-01-05" });
  });
  it("puts a date without a year at its next occurrence, today included", () => {
    expect(statedFlight("starts Nov 26", today).start).toBe("2026-11-26");
    expect(statedFlight("starts Nov 25", today).start).toBe("2027-11-25");
  });
  it("reads relative days and lengths", () => {
    expect(statedFlight("starting tomorrow for 2 weeks", today)).toEqual({ start: "2026-11-27", end: "2026-12-10" });
    expect(statedFlight("next month for one month", today)).toEqual({ start: "2026-12-01", end: "2026-12-31" });
    expect(statedFlight("明日から30日間", today)).toEqual({ start: "2026-11-27", end: "2026-12-26" });
    expect(statedFlight("for three weeks", today)).toEqual({ start: "2026-11-27", end: "2026-12-17" });
  });
  it("skips days that do not exist and says nothing when no date is stated", () => {
    expect(statedFlight("on February 30", today)).toEqual({ start: null, end: null });
    expect(statedFlight("as soon as possible", today)).toEqual({ start: null, end: null });
  });
});

describe("objectives", () => {
  it("takes the first objective the description names, in English or Japanese", () => {
    expect(statedObjective("drive traffic to our website, and some awareness")).toBe("WEBSITE_CLICKS");
    expect(statedObjective("brand awareness before the launch video")).toBe("REACH");
    expect(statedObjective("more video views for the trailer")).toBe("VIDEO_VIEWS");
    expect(statedObjective("gain 1,000 new followers")).toBe("FOLLOWERS");
    expect(statedObjective("フォロワーを増やしたい")).toBe("FOLLOWERS");
    expect(statedObjective("エンゲージメントを高める")).toBe("ENGAGEMENTS");
    expect(statedObjective("reach the followers of @bluebottle")).toBe("REACH");
    expect(statedObjective("coffee")).toBeNull();
  });
});

describe("audiences", () => {
  it("reads handles, hashtags, interests, countries, languages, gender and age", () => {
    const a = statedAudience("Women aged 25-34 in Japan and the UK who follow @BlueBottle or #coldbrew, interested in specialty coffee and latte art, speaking Japanese. Mail me at ads@example.com");
    expect(a).toEqual({
      handles: ["BlueBottle"],
      hashtags: ["coldbrew"],
      keywords: ["specialty coffee", "latte art"],
      countries: ["United Kingdom", "Japan"],
      languages: ["Japanese"],
      gender: "FEMALE",
      age: "AGE_21_TO_34",
    });
  });
  it("reads Japanese audiences", () => {
    const a = statedAudience("日本の20〜34歳の男性でコーヒー好きな人、#カフェ");
    expect(a).toMatchObject({ hashtags: ["カフェ"], countries: ["Japan"], gender: "MALE", age: "AGE_18_TO_34" });
    expect(a.keywords).toContain("コーヒー");
  });
  it("does not take 'us' for the United States nor a nationality for a language", () => {
    expect(statedAudience("help us sell Japanese tea").countries).toEqual([]);
    expect(statedAudience("help us sell Japanese tea").languages).toEqual([]);
    expect(statedAudience("customers in the US").countries).toEqual(["United States"]);
  });
  it("maps an age band onto X's narrowest code holding it", () => {
    expect(ageCode(18, 34)).toBe("AGE_18_TO_34");
    expect(ageCode(19, 30)).toBe("AGE_18_TO_34");
    expect(ageCode(55, 64)).toBe("AGE_OVER_50");
    expect(ageCode(30, null)).toBe("AGE_OVER_25");
    expect(ageCode(13, 60)).toBe("AGE_OVER_13");
  });
});

describe("the whole description", () => {
  it("reads an English brief into every parameter", () => {
    const p = extractCampaignParameters("Cold brew launch in Japan. Drive website visits from coffee lovers who follow @BlueBottle, $5,000 total from 2027-01-10 to 2027-02-09.", today);
    expect(p).toEqual({
      name: "Cold brew launch in Japan",
      objective: "WEBSITE_CLICKS",
      budget: "5000",
      currency: "USD",
      budget_kind: "lifetime",
      start: "2027-01-10",
      end: "2027-02-09",
      targeting: expect.objectContaining({ handles: ["BlueBottle"], countries: ["Japan"] }),
    });
    expect(statesAnything(p)).toBe(true);
  });
  it("says when a description states nothing usable", () => {
    expect(statesAnything(extractCampaignParameters("hello there", today))).toBe(false);
  });
  it("names a campaign from the first sentence, cut at a word", () => {
    expect(nameFrom("A very long description of a campaign that goes on and on about everything we sell. Second.")).toBe("A very long description of a campaign that goes on and on");
  });
});

describe("interests named before fans and lovers", () => {
  it("takes the one or two words before, without verbs and determiners", () => {
    expect(statedAudience("Reach cold brew fans and tea lovers").keywords).toEqual(["cold brew", "tea"]);
    expect(statedAudience("reach our fans").keywords).toEqual([]);
  });
});
