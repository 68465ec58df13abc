/**
 * The local analyst: answers a question about the analysis on screen from the engine's section
 * results (top items, comparisons, summaries, what to target). Deterministic: the same analysis
 * and question give the same answer, and every number in it comes from a section.
 */

export interface AnalysisForChat {
  query_type: string;
  /** What was analysed (a handle, keywords, a conversation, post URLs). */
  subject?: string;
  audience: { population: number; sampled: number; is_sample: boolean; posts_matched: number | null };
  sections: Record<string, unknown>;
  not_applicable?: Record<string, string>;
}

interface Item {
  label: string;
  share: number | null;
  count: number | null;
  affinity: number | null;
}

interface Topic {
  noun: string;
  sections: string[];
  words: RegExp;
}

const TOPICS: Topic[] = [
  { noun: "countries", sections: ["countries"], words: /countr|where|location|geo|nation|国|地域/i },
  { noun: "cities", sections: ["cities"], words: /cit(y|ies)|town|都市|街/i },
  { noun: "languages", sections: ["languages"], words: /language|speak|言語/i },
  { noun: "genders", sections: ["genders"], words: /gender|\bmale|female|wom[ae]n|\bm[ae]n\b|性別|男性|女性/i },
  { noun: "age groups", sections: ["age_groups"], words: /\bages?\b|old|young|generation|年齢|世代/i },
  { noun: "interests", sections: ["interests_of_this_audience"], words: /interest|hobb|passion|興味|関心/i },
  { noun: "job titles", sections: ["job_titles"], words: /job|profession|occupation|career|職業|職/i },
  { noun: "hashtags", sections: ["hashtags_used_by_handle", "most_interacted_hashtags", "hashtags_self_view"], words: /hashtag|#|ハッシュタグ/i },
  { noun: "emojis", sections: ["most_interacted_emojis"], words: /emoji|絵文字/i },
  { noun: "keywords", sections: ["keywords_used_by_handle", "most_interacted_keywords", "audience_self_view", "seo"], words: /keyword|word|topic|talk|say|キーワード|話題|言葉/i },
  { noun: "sentiment", sections: ["sentiment_analysis"], words: /sentiment|positive|negative|feel|mood|tone|感情|ポジティブ|ネガティブ/i },
  { noun: "conversation volume", sections: ["conversation_volume"], words: /volume|over time|peak|busiest|when|推移|ボリューム|ピーク/i },
  { noun: "share of voice", sections: ["share_of_voice"], words: /share of voice|\bsov\b|competitor|シェア/i },
  { noun: "posts", sections: ["posts", "conversation_posts"], words: /\bposts?\b|tweet|liked|popular|viral|投稿/i },
  { noun: "accounts", sections: ["top_accounts", "similar_accounts", "largest_followers"], words: /account|follow|influencer|creator|who|アカウント|フォロー|インフルエンサー/i },
];

const TARGET = /target|recommend|should|strategy|advice|suggest|plan|campaign|reach|ターゲ|おすすめ|提案|戦略/i;
const COMPARE = /compar|versus|\bvs\.?\b|differ|than|比較|違い/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

const GROUPED = new Intl.NumberFormat("en-US");
/** A count as the cards write it (1,234). */
export const formatCount = (n: number) => GROUPED.format(n);
/** A percentage as the cards write it (one decimal: 66.7%). */
export const formatShare = (n: number) => `${n.toFixed(1)}%`;

function label(row: Record<string, unknown>): string | null {
  if (typeof row.handle === "string") return `@${row.handle}`;
  for (const key of ["label", "keyword", "topic", "name", "text"]) if (typeof row[key] === "string" && row[key]) return String(row[key]).slice(0, 80);
  return null;
}

/** The ranked items of a section, as the engine ordered them. */
export function sectionItems(data: unknown): Item[] {
  if (!isRecord(data) || !Array.isArray(data.rows)) return [];
  return data.rows.filter(isRecord).flatMap((row) => {
    const name = label(row);
    if (!name) return [];
    const count = num(row.count) ?? num(row.audience_followers) ?? num(row.shared_followers) ?? num(row.accounts) ?? num(row.audience_posts) ?? num(row.like_count);
    return [{ label: name, share: num(row.share) ?? num(row.share_of_audience), count, affinity: num(row.affinity) }];
  });
}

function describe(item: Item, unit: string): string {
  const parts: string[] = [];
  if (item.share !== null) parts.push(formatShare(item.share));
  if (item.count !== null) parts.push(`${formatCount(item.count)} ${item.count === 1 ? unit.replace(/s$/, "") : unit}`);
  if (item.affinity !== null) parts.push(`affinity ${item.affinity}×`);
  return parts.length ? `${item.label} (${parts.join(", ")})` : item.label;
}

function unitOf(section: string, data: unknown): string {
  if (isRecord(data) && typeof data.unit === "string") return data.unit;
  if (section === "share_of_voice" || section === "conversation_volume" || section.includes("posts") || section === "sentiment_analysis") return "posts";
  if (section === "top_accounts" || section === "similar_accounts") return "followers";
  if (section === "seo") return "posts";
  if (section === "posts" || section === "conversation_posts") return "likes";
  return "accounts";
}

const SECTION_NAMES: Record<string, string> = {
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
const sectionName = (s: string) => SECTION_NAMES[s] ?? s.replace(/_/g, " ");

/** Rows that name nothing to act on ("unknown", "other") are left out of advice and summaries. */
const UNKNOWN = /^(unknown|other|und|none|n\/a)$/i;
const known = (items: Item[]) => items.filter((i) => !UNKNOWN.test(i.label));

/** The first section of a topic the analysis has rows for. */
function firstWithRows(a: AnalysisForChat, sections: string[]): { section: string; items: Item[] } | null {
  for (const section of sections) {
    const items = sectionItems(a.sections[section]);
    if (items.length) return { section, items };
  }
  return null;
}

function baseNote(data: unknown): string {
  if (!isRecord(data)) return "";
  const base = num(data.base);
  const analysed = num(data.analysed);
  const coverage = num(data.coverage);
  if (base === null) return "";
  if (analysed !== null && coverage !== null && analysed > 0) return ` Base: ${formatCount(base)} of ${formatCount(analysed)} analysed accounts (${formatShare(coverage * 100)} coverage).`;
  return ` Base: ${formatCount(base)}.`;
}

function audienceLine(a: AnalysisForChat): string {
  const { population, sampled, is_sample, posts_matched } = a.audience;
  const who = a.subject ? ` for ${a.subject}` : "";
  const sample = is_sample ? `, analysed on a sample of ${formatCount(sampled)}` : "";
  const posts = posts_matched !== null ? ` from ${formatCount(posts_matched)} matching posts` : "";
  return `This ${a.query_type} analysis${who} covers ${formatCount(population)} accounts${posts}${sample}.`;
}

function topicAnswer(a: AnalysisForChat, topic: Topic): string {
  if (topic.noun === "sentiment") return sentimentAnswer(a);
  if (topic.noun === "conversation volume") return volumeAnswer(a);
  const found = firstWithRows(a, topic.sections);
  if (!found) return unavailable(a, topic);
  const data = a.sections[found.section];
  const unit = unitOf(found.section, data);
  const top = found.items.slice(0, 5).map((i) => describe(i, unit));
  return `The top ${sectionName(found.section)}: ${top.join("; ")}.${baseNote(data)}`;
}

function unavailable(a: AnalysisForChat, topic: Topic): string {
  const why = topic.sections.map((s) => a.not_applicable?.[s]).find(Boolean);
  return `This analysis has no data on ${topic.noun}.${why ? ` ${why}` : ""} ${audienceLine(a)}`;
}

function sentimentAnswer(a: AnalysisForChat): string {
  const data = a.sections.sentiment_analysis;
  const items = sectionItems(data);
  if (!items.length) return unavailable(a, TOPICS.find((t) => t.noun === "sentiment")!);
  const ranked = [...items].sort((x, y) => (y.share ?? 0) - (x.share ?? 0));
  return `Sentiment of the analysed posts: ${items.map((i) => describe(i, "posts")).join("; ")}. Mostly ${ranked[0].label}.`;
}

function volumeAnswer(a: AnalysisForChat): string {
  const data = a.sections.conversation_volume;
  if (!isRecord(data) || !Array.isArray(data.series) || !data.series.length) return unavailable(a, TOPICS.find((t) => t.noun === "conversation volume")!);
  const series = data.series.filter(isRecord) as { start: string; count: number }[];
  const peak = series.reduce((best, b) => (b.count > best.count ? b : best), series[0]);
  return `The conversation has ${formatCount(num(data.total) ?? 0)} matching posts in the window, by ${data.granularity}. The busiest ${data.granularity} started ${peak.start.slice(0, 16).replace("T", " ")} with ${formatCount(peak.count)} posts.`;
}

function compareAnswer(a: AnalysisForChat, topic: Topic | undefined): string {
  const found = firstWithRows(a, topic ? topic.sections : ["countries", "interests_of_this_audience", "top_accounts"]);
  if (!found || found.items.length < 2) return topic ? topicAnswer(a, topic) : summaryAnswer(a);
  const [first, second] = found.items;
  const unit = unitOf(found.section, a.sections[found.section]);
  if (first.share !== null && second.share !== null) {
    const gap = (first.share - second.share).toFixed(1);
    const ratio = second.share > 0 ? ` (${(first.share / second.share).toFixed(1)}× as large)` : "";
    return `Among the ${sectionName(found.section)}, ${describe(first, unit)} leads ${describe(second, unit)} by ${gap} percentage points${ratio}.`;
  }
  return `Among the ${sectionName(found.section)}, ${describe(first, unit)} ranks above ${describe(second, unit)}.`;
}

function targetAnswer(a: AnalysisForChat): string {
  const lines: string[] = [];
  const pick = (sections: string[], n: number) => known(firstWithRows(a, sections)?.items ?? []).slice(0, n);
  const countries = pick(["countries"], 3);
  if (countries.length) lines.push(`Locations: ${countries.map((i) => describe(i, "accounts")).join(", ")}.`);
  const age = pick(["age_groups"], 1);
  const gender = pick(["genders"], 1);
  if (age.length || gender.length) lines.push(`Demographics: ${[...age, ...gender].map((i) => describe(i, "accounts")).join(" and ")} lead this audience.`);
  const interests = pick(["interests_of_this_audience"], 3);
  if (interests.length) lines.push(`Interests: ${interests.map((i) => describe(i, "accounts")).join(", ")}.`);
  const follows = pick(["top_accounts", "similar_accounts"], 3);
  if (follows.length) lines.push(`Follower look-alikes: ${follows.map((i) => describe(i, "followers")).join(", ")}.`);
  const words = firstWithRows(a, ["most_interacted_hashtags", "hashtags_used_by_handle", "hashtags_self_view", "most_interacted_keywords", "keywords_used_by_handle"]);
  if (words) lines.push(`Keywords and hashtags: ${words.items.slice(0, 4).map((i) => describe(i, unitOf(words.section, a.sections[words.section]))).join(", ")}.`);
  if (!lines.length) return `There is not enough data in this analysis to suggest targeting. ${audienceLine(a)}`;
  return `To reach an audience like this one, target:\n${lines.map((l) => `- ${l}`).join("\n")}\n${audienceLine(a)}`;
}

function summaryAnswer(a: AnalysisForChat): string {
  const parts = [audienceLine(a)];
  const lead = (section: string, what: string, unit: string) => {
    const item = known(sectionItems(a.sections[section]))[0];
    if (item) parts.push(`The leading ${what} is ${describe(item, unit)}.`);
  };
  lead("countries", "country", "accounts");
  lead("genders", "gender", "accounts");
  lead("age_groups", "age group", "accounts");
  lead("interests_of_this_audience", "interest", "accounts");
  lead("top_accounts", "followed account", "followers");
  if (isRecord(a.sections.sentiment_analysis)) parts.push(sentimentAnswer(a));
  return parts.join(" ");
}

/** The answer to one question about the analysis. */
export function analystAnswer(question: string, a: AnalysisForChat): string {
  const topic = TOPICS.find((t) => t.words.test(question));
  if (TARGET.test(question)) return targetAnswer(a);
  if (COMPARE.test(question)) return compareAnswer(a, topic);
  if (topic) return topicAnswer(a, topic);
  return summaryAnswer(a);
}

/** The analysis as short lines of figures: the context an external chat model answers from. */
export function analysisDigest(a: AnalysisForChat): string {
  const lines = [audienceLine(a)];
  for (const [section, data] of Object.entries(a.sections)) {
    const items = sectionItems(data);
    if (!items.length) continue;
    lines.push(`${section}: ${items.slice(0, 8).map((i) => describe(i, unitOf(section, data))).join("; ")}.${baseNote(data)}`);
  }
  if (isRecord(a.sections.conversation_volume)) lines.push(volumeAnswer(a));
  return lines.join("\n");
}

/** An answer in pieces of a few words, as it is streamed. */
export function answerPieces(answer: string, wordsPerPiece = 3): string[] {
  const tokens = answer.match(/\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece) pieces.push(tokens.slice(i, i + wordsPerPiece).join(""));
  return pieces;
}
