import type { Locale } from "@/lib/domain/locale";

/**
 * The local analyst's sentences, one set per language. Every figure arrives already formatted as
 * the cards write it; the sentences only place it.
 */
export interface AnalystPhrases {
  /** "2 accounts" in the unit of a section (accounts, followers, posts, likes). */
  count(formatted: string, n: number, unit: string): string;
  affinity(value: number): string;
  /** An item and its figures: "Japan (33.3%, 1 account)". */
  item(label: string, figures: string[]): string;
  /** Items of one ranking, and items in a list line. */
  ranking(items: string[]): string;
  list(items: string[]): string;
  sentences(parts: string[]): string;
  queryType(type: string): string;
  topicNoun(topic: string): string;
  sectionName(section: string): string;
  /** Why a section is missing, given the engine's English reason. */
  notApplicable(section: string, reason: string): string;
  granularity(unit: string): string;
  /** A sentiment row's label as the sentiment card writes it. */
  sentimentLabel(label: string): string;
  base(base: string, analysed: string, coverage: string): string;
  baseOnly(base: string): string;
  audience(p: { type: string; subject?: string; population: string; posts?: string; sample?: string }): string;
  top(section: string, items: string): string;
  noData(noun: string, why: string | undefined, audience: string): string;
  sentiment(items: string, leading: string): string;
  volume(p: { total: string; granularity: string; peakStart: string; peakCount: string }): string;
  leadsBy(p: { section: string; first: string; second: string; gap: string; ratio?: string }): string;
  ranksAbove(p: { section: string; first: string; second: string }): string;
  target: {
    locations(items: string): string;
    demographics(items: string[]): string;
    interests(items: string): string;
    lookalikes(items: string): string;
    keywords(items: string): string;
    intro(lines: string[], audience: string): string;
    notEnough(audience: string): string;
  };
  leading(what: "country" | "gender" | "age group" | "interest" | "followed account", item: string): string;
}

const EN_SECTIONS: Record<string, string> = {
  top_accounts: "accounts this audience follows most",
  similar_accounts: "accounts with the most similar followers",
  largest_followers: "largest accounts in the audience",
  interests_of_this_audience: "interests",
  hashtags_used_by_handle: "hashtags the account uses",
  most_interacted_hashtags: "hashtags the audience engages with",
  hashtags_self_view: "hashtags the audience uses",
  keywords_used_by_handle: "keywords the account uses",
  most_interacted_keywords: "keywords the audience engages with",
  audience_self_view: "words the audience uses to describe itself",
  most_interacted_emojis: "emojis the audience engages with",
  posts: "top posts",
  conversation_posts: "top conversation posts",
  age_groups: "age groups",
  job_titles: "job titles",
};

const en: AnalystPhrases = {
  count: (formatted, n, unit) => `${formatted} ${n === 1 ? unit.replace(/s$/, "") : unit}`,
  affinity: (value) => `affinity ${value}×`,
  item: (label, figures) => (figures.length ? `${label} (${figures.join(", ")})` : label),
  ranking: (items) => items.join("; "),
  list: (items) => items.join(", "),
  sentences: (parts) => parts.join(" "),
  queryType: (type) => type,
  topicNoun: (topic) => topic,
  sectionName: (section) => EN_SECTIONS[section] ?? section.replace(/_/g, " "),
  notApplicable: (_section, reason) => reason,
  granularity: (unit) => unit,
  sentimentLabel: (label) => label,
  base: (base, analysed, coverage) => ` Base: ${base} of ${analysed} analysed accounts (${coverage} coverage).`,
  baseOnly: (base) => ` Base: ${base}.`,
  audience: ({ type, subject, population, posts, sample }) =>
    `This ${type} analysis${subject ? ` for ${subject}` : ""} covers ${population} accounts${posts ? ` from ${posts} matching posts` : ""}${sample ? `, analysed on a sample of ${sample}` : ""}.`,
  top: (section, items) => `The top ${section}: ${items}.`,
  noData: (noun, why, audience) => `This analysis has no data on ${noun}.${why ? ` ${why}` : ""} ${audience}`,
  sentiment: (items, leading) => `Sentiment of the analysed posts: ${items}. Mostly ${leading}.`,
  volume: ({ total, granularity, peakStart, peakCount }) =>
    `The conversation has ${total} matching posts in the window, by ${granularity}. The busiest ${granularity} started ${peakStart} with ${peakCount} posts.`,
  leadsBy: ({ section, first, second, gap, ratio }) => `Among the ${section}, ${first} leads ${second} by ${gap} percentage points${ratio ? ` (${ratio}× as large)` : ""}.`,
  ranksAbove: ({ section, first, second }) => `Among the ${section}, ${first} ranks above ${second}.`,
  target: {
    locations: (items) => `Locations: ${items}.`,
    demographics: (items) => `Demographics: ${items.join(" and ")} lead this audience.`,
    interests: (items) => `Interests: ${items}.`,
    lookalikes: (items) => `Follower look-alikes: ${items}.`,
    keywords: (items) => `Keywords and hashtags: ${items}.`,
    intro: (lines, audience) => `To reach an audience like this one, target:\n${lines.map((l) => `- ${l}`).join("\n")}\n${audience}`,
    notEnough: (audience) => `There is not enough data in this analysis to suggest targeting. ${audience}`,
  },
  leading: (what, item) => `The leading ${what} is ${item}.`,
};

const JA_SECTIONS: Record<string, string> = {
  countries: "国",
  cities: "都市",
  languages: "言語",
  genders: "性別",
  age_groups: "年齢層",
  interests_of_this_audience: "興味",
  job_titles: "職種",
  top_accounts: "このオーディエンスがよくフォローしているアカウント",
  similar_accounts: "フォロワーが最も似ているアカウント",
  largest_followers: "オーディエンス内で影響力の大きいアカウント",
  hashtags_used_by_handle: "このアカウントが使うハッシュタグ",
  most_interacted_hashtags: "オーディエンスがよく反応するハッシュタグ",
  hashtags_self_view: "オーディエンスが使うハッシュタグ",
  keywords_used_by_handle: "このアカウントが使うキーワード",
  most_interacted_keywords: "オーディエンスがよく反応するキーワード",
  audience_self_view: "オーディエンスが自己紹介に使う言葉",
  most_interacted_emojis: "オーディエンスがよく反応する絵文字",
  seo: "SEO キーワード",
  posts: "人気の投稿",
  conversation_posts: "会話の人気投稿",
  share_of_voice: "シェア・オブ・ボイス",
  subreddits: "コミュニティ",
};

const JA_TOPICS: Record<string, string> = {
  countries: "国",
  cities: "都市",
  languages: "言語",
  genders: "性別",
  "age groups": "年齢層",
  interests: "興味",
  "job titles": "職種",
  hashtags: "ハッシュタグ",
  emojis: "絵文字",
  keywords: "キーワード",
  sentiment: "感情",
  "conversation volume": "会話量",
  "share of voice": "シェア・オブ・ボイス",
  posts: "投稿",
  accounts: "アカウント",
};

const JA_WHY: Record<string, string> = {
  profile: "プロフィールがあるのはハンドル分析だけです。",
  similar_accounts: "フォロワーの重なりには対象のアカウントが必要です（ハンドル分析）。",
  follower_growth: "フォロワーの推移には対象のアカウントが必要です（ハンドル分析）。",
  hashtags_used_by_handle: "アカウント自身の投稿があるのはハンドル分析だけです。",
  keywords_used_by_handle: "アカウント自身の投稿があるのはハンドル分析だけです。",
  keyword_combinations_used_by_handle: "アカウント自身の投稿があるのはハンドル分析だけです。",
  conversation_volume: "時系列には会話の期間が必要です。",
  conversation_posts: "会話の投稿があるのは会話分析だけです。",
  share_of_voice: "シェア・オブ・ボイスは会話の期間内でキーワードを比較します。",
  sentiment_analysis: "感情は分析した投稿について計算します（会話分析と投稿分析）。",
  posts: "キーワードのオーディエンスには一つの投稿群がありません。自己紹介のセクションをご覧ください。",
};

const JA_TYPES: Record<string, string> = { handle: "ハンドル分析", keyword: "キーワード分析", conversation: "会話分析", post: "投稿分析" };
const JA_SENTIMENT: Record<string, string> = { positive: "ポジティブ", neutral: "ニュートラル", negative: "ネガティブ" };
const JA_GRANULARITY: Record<string, string> = { hour: "時間", day: "日", week: "週", month: "月" };
const JA_LEADING: Record<Parameters<AnalystPhrases["leading"]>[0], string> = {
  country: "最も多い国",
  gender: "最も多い性別",
  "age group": "最も多い年齢層",
  interest: "最も多い興味",
  "followed account": "最もよくフォローされているアカウント",
};

/** A particle after an item: a space only between Latin text and the particle, as Japanese mixed with Latin is set. */
const ja_ = (item: string, particle: string) => (/[\x21-\x7e]$/.test(item) ? `${item} ${particle}` : `${item}${particle}`);

function jaCount(formatted: string, unit: string): string {
  if (unit === "followers") return `フォロワー ${formatted} 人`;
  if (unit === "posts") return `投稿 ${formatted} 件`;
  if (unit === "likes") return `いいね ${formatted} 件`;
  return `${formatted} アカウント`;
}

const ja: AnalystPhrases = {
  count: (formatted, _n, unit) => jaCount(formatted, unit),
  affinity: (value) => `親和性 ${value} 倍`,
  item: (label, figures) => (figures.length ? `${label}（${figures.join("、")}）` : label),
  ranking: (items) => items.join("、"),
  list: (items) => items.join("、"),
  sentences: (parts) => parts.join(""),
  queryType: (type) => JA_TYPES[type] ?? `${type} の分析`,
  topicNoun: (topic) => JA_TOPICS[topic] ?? topic,
  sectionName: (section) => JA_SECTIONS[section] ?? section.replace(/_/g, " "),
  notApplicable: (section) => JA_WHY[section] ?? "",
  granularity: (unit) => JA_GRANULARITY[unit] ?? unit,
  sentimentLabel: (label) => JA_SENTIMENT[label] ?? label,
  base: (base, analysed, coverage) => `母数は分析した ${analysed} アカウントのうち ${base}（カバー率 ${coverage}）です。`,
  baseOnly: (base) => `母数は ${base} です。`,
  audience: ({ type, subject, population, posts, sample }) =>
    `${subject ? `${subject} の` : "この"}${type}は ${population} アカウントが対象です${posts ? `（該当する投稿 ${posts} 件から）` : ""}${sample ? `。うち ${sample} アカウントのサンプルで分析しました` : ""}。`,
  top: (section, items) => `${section}の上位: ${items}。`,
  noData: (noun, why, audience) => `この分析には${noun}のデータがありません。${why ?? ""}${audience}`,
  sentiment: (items, leading) => `分析した投稿の感情: ${items}。最も多いのは「${leading}」です。`,
  volume: ({ total, granularity, peakStart, peakCount }) =>
    `期間内の該当する投稿は ${total} 件です（${granularity}単位）。最も多かった${granularity}は ${peakStart} からの ${peakCount} 件です。`,
  leadsBy: ({ section, first, second, gap, ratio }) => `${section}では、${ja_(first, "が")} ${ja_(second, "を")} ${gap} ポイント上回っています${ratio ? `（${ratio} 倍）` : ""}。`,
  ranksAbove: ({ section, first, second }) => `${section}では、${ja_(first, "が")} ${ja_(second, "より")}上位です。`,
  target: {
    locations: (items) => `地域: ${items}。`,
    demographics: (items) => `属性: ${items.slice(0, -1).map((i) => `${ja_(i, "と")} `).join("")}${ja_(items.at(-1)!, "が")}このオーディエンスの中心です。`,
    interests: (items) => `興味: ${items}。`,
    lookalikes: (items) => `フォロワーの類似: ${items}。`,
    keywords: (items) => `キーワードとハッシュタグ: ${items}。`,
    intro: (lines, audience) => `このようなオーディエンスに届けるには、次をターゲットにしてください:\n${lines.map((l) => `- ${l}`).join("\n")}\n${audience}`,
    notEnough: (audience) => `この分析にはターゲティングを提案できるだけのデータがありません。${audience}`,
  },
  leading: (what, item) => `${JA_LEADING[what]}は ${ja_(item, "です。")}`,
};

export const ANALYST_PHRASES: Record<Locale, AnalystPhrases> = { en, ja };
