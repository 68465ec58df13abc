/**
 * The local analyst: answers a question about the analysis on screen from the engine's section
 * results (top items, comparisons, summaries, what to target). Deterministic: the same analysis
 * and question give the same answer, and every number in it comes from a section.
 */
import type { Locale } from "@/lib/domain/locale";
import { ANALYST_PHRASES, type AnalystPhrases } from "./analyst-phrases";

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

/** A percentage as the cards write it (one decimal: 66.7%). */
export const formatShare = (n: number) => `${n.toFixed(1)}%`;

/** What one answer is written with: the analysis, the language's sentences and its number format. */
interface Writer {
  a: AnalysisForChat;
  p: AnalystPhrases;
  count: (n: number) => string;
}

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

function describe(w: Writer, item: Item, unit: string): string {
  const figures: string[] = [];
  if (item.share !== null) figures.push(formatShare(item.share));
  if (item.count !== null) figures.push(w.p.count(w.count(item.count), item.count, unit));
  if (item.affinity !== null) figures.push(w.p.affinity(item.affinity));
  return w.p.item(item.label, figures);
}

function unitOf(section: string, data: unknown): string {
  if (isRecord(data) && typeof data.unit === "string") return data.unit;
  if (section === "share_of_voice" || section === "conversation_volume" || section.includes("posts") || section === "sentiment_analysis") return "posts";
  if (section === "top_accounts" || section === "similar_accounts") return "followers";
  if (section === "seo") return "posts";
  if (section === "posts" || section === "conversation_posts") return "likes";
  return "accounts";
}

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

function baseNote(w: Writer, data: unknown): string {
  if (!isRecord(data)) return "";
  const base = num(data.base);
  const analysed = num(data.analysed);
  const coverage = num(data.coverage);
  if (base === null) return "";
  if (analysed !== null && coverage !== null && analysed > 0) return w.p.base(w.count(base), w.count(analysed), formatShare(coverage * 100));
  return w.p.baseOnly(w.count(base));
}

function audienceLine(w: Writer): string {
  const { population, sampled, is_sample, posts_matched } = w.a.audience;
  return w.p.audience({
    type: w.p.queryType(w.a.query_type),
    subject: w.a.subject,
    population: w.count(population),
    posts: posts_matched !== null ? w.count(posts_matched) : undefined,
    sample: is_sample ? w.count(sampled) : undefined,
  });
}

function topicAnswer(w: Writer, topic: Topic): string {
  if (topic.noun === "sentiment") return sentimentAnswer(w);
  if (topic.noun === "conversation volume") return volumeAnswer(w);
  const found = firstWithRows(w.a, topic.sections);
  if (!found) return unavailable(w, topic);
  const data = w.a.sections[found.section];
  const unit = unitOf(found.section, data);
  const top = found.items.slice(0, 5).map((i) => describe(w, i, unit));
  return w.p.top(w.p.sectionName(found.section), w.p.ranking(top)) + baseNote(w, data);
}

function unavailable(w: Writer, topic: Topic): string {
  const section = topic.sections.find((s) => w.a.not_applicable?.[s]);
  const why = section ? w.p.notApplicable(section, w.a.not_applicable![section]) : undefined;
  return w.p.noData(w.p.topicNoun(topic.noun), why || undefined, audienceLine(w));
}

const topicNamed = (noun: string) => TOPICS.find((t) => t.noun === noun)!;

function sentimentAnswer(w: Writer): string {
  const items = sectionItems(w.a.sections.sentiment_analysis).map((i) => ({ ...i, label: w.p.sentimentLabel(i.label) }));
  if (!items.length) return unavailable(w, topicNamed("sentiment"));
  const ranked = [...items].sort((x, y) => (y.share ?? 0) - (x.share ?? 0));
  return w.p.sentiment(w.p.ranking(items.map((i) => describe(w, i, "posts"))), ranked[0].label);
}

function volumeAnswer(w: Writer): string {
  const data = w.a.sections.conversation_volume;
  if (!isRecord(data) || !Array.isArray(data.series) || !data.series.length) return unavailable(w, topicNamed("conversation volume"));
  const series = data.series.filter(isRecord) as { start: string; count: number }[];
  const peak = series.reduce((best, b) => (b.count > best.count ? b : best), series[0]);
  return w.p.volume({
    total: w.count(num(data.total) ?? 0),
    granularity: w.p.granularity(String(data.granularity)),
    peakStart: peak.start.slice(0, 16).replace("T", " "),
    peakCount: w.count(peak.count),
  });
}

function compareAnswer(w: Writer, topic: Topic | undefined): string {
  const found = firstWithRows(w.a, topic ? topic.sections : ["countries", "interests_of_this_audience", "top_accounts"]);
  if (!found || found.items.length < 2) return topic ? topicAnswer(w, topic) : summaryAnswer(w);
  const [first, second] = found.items;
  const unit = unitOf(found.section, w.a.sections[found.section]);
  const names = { section: w.p.sectionName(found.section), first: describe(w, first, unit), second: describe(w, second, unit) };
  if (first.share !== null && second.share !== null) {
    const ratio = second.share > 0 ? (first.share / second.share).toFixed(1) : undefined;
    return w.p.leadsBy({ ...names, gap: (first.share - second.share).toFixed(1), ratio });
  }
  return w.p.ranksAbove(names);
}

function targetAnswer(w: Writer): string {
  const { a, p } = w;
  const lines: string[] = [];
  const pick = (sections: string[], n: number) => known(firstWithRows(a, sections)?.items ?? []).slice(0, n);
  const listed = (items: Item[], unit: string) => p.list(items.map((i) => describe(w, i, unit)));
  const countries = pick(["countries"], 3);
  if (countries.length) lines.push(p.target.locations(listed(countries, "accounts")));
  const demographics = [...pick(["age_groups"], 1), ...pick(["genders"], 1)];
  if (demographics.length) lines.push(p.target.demographics(demographics.map((i) => describe(w, i, "accounts"))));
  const interests = pick(["interests_of_this_audience"], 3);
  if (interests.length) lines.push(p.target.interests(listed(interests, "accounts")));
  const follows = pick(["top_accounts", "similar_accounts"], 3);
  if (follows.length) lines.push(p.target.lookalikes(listed(follows, "followers")));
  const words = firstWithRows(a, ["most_interacted_hashtags", "hashtags_used_by_handle", "hashtags_self_view", "most_interacted_keywords", "keywords_used_by_handle"]);
  if (words) lines.push(p.target.keywords(listed(words.items.slice(0, 4), unitOf(words.section, a.sections[words.section]))));
  if (!lines.length) return p.target.notEnough(audienceLine(w));
  return p.target.intro(lines, audienceLine(w));
}

function summaryAnswer(w: Writer): string {
  const parts = [audienceLine(w)];
  const lead = (section: string, what: Parameters<AnalystPhrases["leading"]>[0], unit: string) => {
    const item = known(sectionItems(w.a.sections[section]))[0];
    if (item) parts.push(w.p.leading(what, describe(w, item, unit)));
  };
  lead("countries", "country", "accounts");
  lead("genders", "gender", "accounts");
  lead("age_groups", "age group", "accounts");
  lead("interests_of_this_audience", "interest", "accounts");
  lead("top_accounts", "followed account", "followers");
  if (isRecord(w.a.sections.sentiment_analysis)) parts.push(sentimentAnswer(w));
  return w.p.sentences(parts);
}

function writer(a: AnalysisForChat, locale: Locale): Writer {
  const format = new Intl.NumberFormat(locale);
  return { a, p: ANALYST_PHRASES[locale], count: (n) => format.format(n) };
}

/** The answer to one question about the analysis, in the user's language. */
export function analystAnswer(question: string, a: AnalysisForChat, locale: Locale = "en"): string {
  const w = writer(a, locale);
  const topic = TOPICS.find((t) => t.words.test(question));
  if (TARGET.test(question)) return targetAnswer(w);
  if (COMPARE.test(question)) return compareAnswer(w, topic);
  if (topic) return topicAnswer(w, topic);
  return summaryAnswer(w);
}

/** The analysis as short lines of figures (in English): the context an external chat model answers from. */
export function analysisDigest(a: AnalysisForChat): string {
  const w = writer(a, "en");
  const lines = [audienceLine(w)];
  for (const [section, data] of Object.entries(a.sections)) {
    const items = sectionItems(data);
    if (!items.length) continue;
    lines.push(`${section}: ${items.slice(0, 8).map((i) => describe(w, i, unitOf(section, data))).join("; ")}.${baseNote(w, data)}`);
  }
  if (isRecord(a.sections.conversation_volume)) lines.push(volumeAnswer(w));
  return lines.join("\n");
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;
const japaneseWords = new Intl.Segmenter("ja", { granularity: "word" });

/** An answer in pieces of a few words, as it is streamed (Japanese, written without spaces, is cut into its words). */
export function answerPieces(answer: string, wordsPerPiece = 3): string[] {
  const tokens = (answer.match(/\S+\s*|\s+/g) ?? []).flatMap((t) => (CJK.test(t) ? [...japaneseWords.segment(t)].map((s) => s.segment) : [t]));
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece) pieces.push(tokens.slice(i, i + wordsPerPiece).join(""));
  return pieces;
}
