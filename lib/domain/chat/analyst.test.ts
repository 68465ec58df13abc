import { describe, expect, it } from "vitest";
import { analysisDigest, analystAnswer, answerPieces, type AnalysisForChat } from "./analyst";

const handleAnalysis: AnalysisForChat = {
  query_type: "handle",
  subject: "@brand",
  audience: { population: 4, sampled: 4, is_sample: false, posts_matched: null },
  sections: {
    countries: { base: 3, analysed: 4, coverage: 0.75, sampled: false, population: 4, rows: [{ label: "United States", count: 2, share: 66.67 }, { label: "Japan", count: 1, share: 33.33 }] },
    genders: { base: 3, analysed: 4, coverage: 0.75, sampled: false, population: 4, rows: [{ label: "male", count: 2, share: 66.67 }, { label: "female", count: 1, share: 33.33 }] },
    age_groups: { base: 2, analysed: 4, coverage: 0.5, sampled: false, population: 4, rows: [{ label: "unknown", count: 2, share: 50 }, { label: "18-24", count: 1, share: 25 }, { label: "25-34", count: 1, share: 25 }] },
    interests_of_this_audience: { base: 2, rows: [{ label: "Gaming/Computer gaming", count: 2, share: 100 }, { label: "Books and literature/Comics", count: 1, share: 50 }] },
    top_accounts: { base: 4, network: 9, rows: [{ id: "200", handle: "rival", audience_followers: 3, share: 75, affinity: 1.69 }, { id: "300", handle: "celeb", audience_followers: 1, share: 25, affinity: 0.75 }] },
    most_interacted_hashtags: { base: 2, unit: "posts", rows: [{ label: "coffee", count: 2, share: 100 }, { label: "beans", count: 1, share: 50 }] },
    conversation_volume: null,
  },
  not_applicable: { conversation_volume: "A time series needs a conversation window." },
};

describe("analystAnswer", () => {
  it("lists the top items of the asked topic with their shares, counts and base", () => {
    expect(analystAnswer("Which countries is this audience in?", handleAnalysis)).toBe(
      "The top countries: United States (66.7%, 2 accounts); Japan (33.3%, 1 account). Base: 3 of 4 analysed accounts (75.0% coverage).",
    );
    expect(analystAnswer("Who do they follow?", handleAnalysis)).toBe(
      "The top accounts this audience follows most: @rival (75.0%, 3 followers, affinity 1.69×); @celeb (25.0%, 1 follower, affinity 0.75×). Base: 4.",
    );
  });

  it("compares the two leading items", () => {
    expect(analystAnswer("Compare the top two countries", handleAnalysis)).toBe(
      "Among the countries, United States (66.7%, 2 accounts) leads Japan (33.3%, 1 account) by 33.3 percentage points (2.0× as large).",
    );
  });

  it("suggests what to target from the sections it has", () => {
    const answer = analystAnswer("What should I target?", handleAnalysis);
    expect(answer).toContain("- Locations: United States (66.7%, 2 accounts), Japan (33.3%, 1 account).");
    expect(answer).toContain("- Follower look-alikes: @rival (75.0%, 3 followers, affinity 1.69×)");
    expect(answer).toContain("- Demographics: 18-24 (25.0%, 1 account) and male (66.7%, 2 accounts) lead this audience.");
    expect(answer).toContain("- Keywords and hashtags: coffee (100.0%, 2 posts), beans (50.0%, 1 post).");
  });

  it("summarises, and says why a section is missing", () => {
    expect(analystAnswer("Give me an overview", handleAnalysis)).toMatch(/^This handle analysis for @brand covers 4 accounts\. The leading country is United States \(66\.7%, 2 accounts\)\./);
    expect(analystAnswer("When was the peak volume?", handleAnalysis)).toBe(
      "This analysis has no data on conversation volume. A time series needs a conversation window. This handle analysis for @brand covers 4 accounts.",
    );
  });

  it("reads a conversation's volume and sentiment", () => {
    const conversation: AnalysisForChat = {
      query_type: "conversation",
      audience: { population: 1500, sampled: 1500, is_sample: false, posts_matched: 2400 },
      sections: {
        conversation_volume: { granularity: "day", total: 2400, series: [{ start: "2026-03-01T00:00:00Z", count: 900 }, { start: "2026-03-02T00:00:00Z", count: 1500 }] },
        sentiment_analysis: { rows: [{ label: "positive", count: 1200, share: 50 }, { label: "neutral", count: 700, share: 29.17 }, { label: "negative", count: 500, share: 20.83 }] },
      },
    };
    expect(analystAnswer("How did the volume change over time?", conversation)).toBe(
      "The conversation has 2,400 matching posts in the window, by day. The busiest day started 2026-03-02 00:00 with 1,500 posts.",
    );
    expect(analystAnswer("Is the sentiment positive?", conversation)).toContain("Mostly positive.");
    expect(analystAnswer("日本語で概要を教えて", conversation)).toMatch(/^This conversation analysis covers 1,500 accounts from 2,400 matching posts\./);
  });

  it("is deterministic and builds a digest of every ranked section", () => {
    expect(analystAnswer("target?", handleAnalysis)).toBe(analystAnswer("target?", handleAnalysis));
    const digest = analysisDigest(handleAnalysis);
    expect(digest).toContain("countries: United States (66.7%, 2 accounts); Japan (33.3%, 1 account).");
    expect(digest.split("\n")).toHaveLength(7);
  });
});

describe("analystAnswer in Japanese", () => {
  it("writes every kind of answer in Japanese with the cards' figures", () => {
    expect(analystAnswer("上位の国は？", handleAnalysis, "ja")).toBe(
      "国の上位: United States（66.7%、2 アカウント）、Japan（33.3%、1 アカウント）。母数は分析した 4 アカウントのうち 3（カバー率 75.0%）です。",
    );
    expect(analystAnswer("上位 2 つの国を比較して", handleAnalysis, "ja")).toBe(
      "国では、United States（66.7%、2 アカウント）が Japan（33.3%、1 アカウント）を 33.3 ポイント上回っています（2.0 倍）。",
    );
    const target = analystAnswer("何をターゲットにすべき？", handleAnalysis, "ja");
    expect(target).toMatch(/^このようなオーディエンスに届けるには、次をターゲットにしてください:\n/);
    expect(target).toContain("- 地域: United States（66.7%、2 アカウント）、Japan（33.3%、1 アカウント）。");
    expect(target).toContain("- 属性: 18-24（25.0%、1 アカウント）と male（66.7%、2 アカウント）がこのオーディエンスの中心です。");
    expect(target).toContain("- フォロワーの類似: @rival（75.0%、フォロワー 3 人、親和性 1.69 倍）");
    expect(target).toContain("- キーワードとハッシュタグ: coffee（100.0%、投稿 2 件）、beans（50.0%、投稿 1 件）。");
    expect(target).toMatch(/@brand のハンドル分析は 4 アカウントが対象です。$/);
    expect(analystAnswer("この分析を要約して", handleAnalysis, "ja")).toMatch(/^@brand のハンドル分析は 4 アカウントが対象です。最も多い国は United States（66\.7%、2 アカウント）です。/);
    expect(analystAnswer("ピークはいつ？", handleAnalysis, "ja")).toBe(
      "この分析には会話量のデータがありません。時系列には会話の期間が必要です。@brand のハンドル分析は 4 アカウントが対象です。",
    );
  });

  it("formats large counts as the cards do and names the time unit in Japanese", () => {
    const conversation: AnalysisForChat = {
      query_type: "conversation",
      audience: { population: 15000, sampled: 5000, is_sample: true, posts_matched: 24000 },
      sections: { conversation_volume: { granularity: "day", total: 24000, series: [{ start: "2026-03-01T00:00:00Z", count: 9000 }, { start: "2026-03-02T00:00:00Z", count: 15000 }] } },
    };
    const sentiment = { rows: [{ label: "positive", count: 1200, share: 50 }, { label: "neutral", count: 700, share: 29.17 }, { label: "negative", count: 500, share: 20.83 }] };
    expect(analystAnswer("感情は？", { ...conversation, sections: { ...conversation.sections, sentiment_analysis: sentiment } }, "ja")).toBe(
      "分析した投稿の感情: ポジティブ（50.0%、投稿 1,200 件）、ニュートラル（29.2%、投稿 700 件）、ネガティブ（20.8%、投稿 500 件）。最も多いのは「ポジティブ」です。",
    );
    expect(analystAnswer("投稿の推移は？", conversation, "ja")).toBe("期間内の該当する投稿は 24,000 件です（日単位）。最も多かった日は 2026-03-02 00:00 からの 15,000 件です。");
    expect(analystAnswer("要約", conversation, "ja")).toBe("この会話分析は 15,000 アカウントが対象です（該当する投稿 24,000 件から）。うち 5,000 アカウントのサンプルで分析しました。");
  });

  it("is streamed in several pieces although Japanese has no spaces", () => {
    const answer = analystAnswer("この分析を要約して", handleAnalysis, "ja");
    const pieces = answerPieces(answer);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join("")).toBe(answer);
  });
});

describe("answerPieces", () => {
  it("splits an answer into pieces that join back to it", () => {
    const text = "The top countries: United States (66.7%).\n- Japan";
    const pieces = answerPieces(text, 2);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join("")).toBe(text);
  });
});
