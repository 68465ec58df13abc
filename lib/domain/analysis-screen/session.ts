import type { SectionName } from "@/lib/schemas/analysis";

/** The analysis screen's four query types (spec §1); the default is conversation (spec §3). */
export const SCREEN_QUERY_TYPES = ["handle", "keyword", "conversation", "post"] as const;
export type ScreenQueryType = (typeof SCREEN_QUERY_TYPES)[number];
export const CONVERSATION_ORDERS = ["like_count", "repost_count", "reply_count", "created_at"] as const;
export type ConversationOrder = (typeof CONVERSATION_ORDERS)[number];
export type ExtraKeywordType = "and" | "or";
export type DownloadBackground = "transparent" | "black" | "white";

export const DEFAULT_COUNTRIES = ["Global"];
export const DEFAULT_TREND_COUNTRY = "United States";
/** Spec §9: the conversation window runs from 30 days back to 5 minutes ago. */
export const CONVERSATION_WINDOW_DAYS = 30;
export const CONVERSATION_END_LAG_MS = 5 * 60_000;

/** The conversation options of the query bar. */
export interface ConversationOptions {
  conversationStart: string;
  conversationEnd: string;
  conversationOrderPosts: ConversationOrder;
  country: string[];
  countryTrend: string;
  extraKeywordType: ExtraKeywordType;
  extraKeyword: string;
  excludeKeywords: string[];
  shareOfVoiceWithKeywords: boolean;
  /** Keywords compared in share of voice (empty: the conversation's top hashtags). */
  shareOfConversation: string[];
}

/** What the user asks: enough to rerun the analysis (and what the URL carries). */
export interface AnalysisRequest extends ConversationOptions {
  queryType: ScreenQueryType;
  handle: string;
}

export type RequestKey = "general" | "accounts" | "posts" | "enrichments" | "demographics" | "seo" | "subreddits" | "age" | "trendingTopics";

export interface RequestFlags {
  loading: boolean;
  tookTooLong: boolean;
  error: string | null;
}

export interface AudienceSummary {
  population: number;
  sampled: number;
  is_sample: boolean;
  posts_matched: number | null;
}

/** The analysis session state of spec §3 with its defaults. */
export interface AnalysisSession extends AnalysisRequest {
  /** The text in the query bar is `handle` (whatever the type); what ran is `submittedHandle`. */
  submittedHandle: string;
  submittedQueryType: ScreenQueryType | null;
  lastQuery: AnalysisRequest | null;
  /** A number that changes with every run; answers for an older run are dropped. */
  runningQuery: number;
  error: string | null;
  /** A notice rather than an error (the conversation's "took too long" detail). */
  notice: string | null;
  tweetIds: string[];
  audienceCreatorQueryId: string | null;
  audience: AudienceSummary | null;
  /** Section payloads by section name (null: computed and empty). */
  data: Partial<Record<SectionName, unknown>>;
  notApplicable: Partial<Record<SectionName, string>>;
  ageGroups: Record<string, number> | null;
  synonyms: string[];
  analyzedKeywords: string[];
  trendingTopics: { topic: string; posts: number; authors: number }[] | null;
  requests: Partial<Record<RequestKey, RequestFlags>>;
  aiReferences: { type: "question" | "context" | "response"; text: string }[];
  downloadBackground: DownloadBackground;
}

/** Date-time as the API takes it (ISO, to the minute). */
export function isoMinute(d: Date): string {
  return new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString();
}

export function defaultConversationWindow(now: Date): { conversationStart: string; conversationEnd: string } {
  return {
    conversationStart: isoMinute(new Date(now.getTime() - CONVERSATION_WINDOW_DAYS * 86_400_000)),
    conversationEnd: isoMinute(new Date(now.getTime() - CONVERSATION_END_LAG_MS)),
  };
}

export function defaultRequest(now: Date): AnalysisRequest {
  return {
    queryType: "conversation",
    handle: "",
    ...defaultConversationWindow(now),
    conversationOrderPosts: "like_count",
    country: [...DEFAULT_COUNTRIES],
    countryTrend: DEFAULT_TREND_COUNTRY,
    extraKeywordType: "and",
    extraKeyword: "",
    excludeKeywords: [],
    shareOfVoiceWithKeywords: true,
    shareOfConversation: [],
  };
}

export function initialSession(now: Date): AnalysisSession {
  return {
    ...defaultRequest(now),
    submittedHandle: "",
    submittedQueryType: null,
    lastQuery: null,
    runningQuery: 0,
    error: null,
    notice: null,
    tweetIds: [],
    audienceCreatorQueryId: null,
    audience: null,
    data: {},
    notApplicable: {},
    ageGroups: null,
    synonyms: [],
    analyzedKeywords: [],
    trendingTopics: null,
    requests: {},
    aiReferences: [],
    downloadBackground: "black",
  };
}

export function requestOf(s: AnalysisRequest): AnalysisRequest {
  return {
    queryType: s.queryType, handle: s.handle, conversationStart: s.conversationStart, conversationEnd: s.conversationEnd,
    conversationOrderPosts: s.conversationOrderPosts, country: s.country, countryTrend: s.countryTrend, extraKeywordType: s.extraKeywordType,
    extraKeyword: s.extraKeyword, excludeKeywords: s.excludeKeywords, shareOfVoiceWithKeywords: s.shareOfVoiceWithKeywords,
    shareOfConversation: s.shareOfConversation,
  };
}
