import { CONVERSATION_ORDERS, SCREEN_QUERY_TYPES, defaultRequest, type AnalysisRequest } from "./session";

const list = (v: string | null) => (v ? v.split(",").map((s) => s.trim()).filter(Boolean) : []);
const validDate = (v: string | null) => (v && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null);

/**
 * The URL query of an analysis: everything needed to run it again. Conversation options are
 * written only for conversation queries, and only where they differ from the defaults except the
 * window, which is always written so a shared link covers the same time span.
 */
export function toSearchParams(r: AnalysisRequest): URLSearchParams {
  const p = new URLSearchParams();
  p.set("type", r.queryType);
  p.set("q", r.handle.trim());
  if (r.queryType !== "conversation") return p;
  p.set("start", r.conversationStart);
  p.set("end", r.conversationEnd);
  if (r.conversationOrderPosts !== "like_count") p.set("order", r.conversationOrderPosts);
  if (r.country.join(",") !== "Global") p.set("countries", r.country.join(","));
  if (r.countryTrend !== "United States") p.set("trend", r.countryTrend);
  if (r.extraKeyword.trim()) {
    p.set("extra", r.extraKeyword.trim());
    p.set("extra_type", r.extraKeywordType);
  }
  if (r.excludeKeywords.length) p.set("exclude", r.excludeKeywords.join(","));
  if (r.shareOfConversation.length) p.set("sov", r.shareOfConversation.join(","));
  if (!r.shareOfVoiceWithKeywords) p.set("sov_keywords", "0");
  return p;
}

/** The analysis a URL asks for (an empty query when it names none), every missing option at its default. */
export function fromSearchParams(p: URLSearchParams, now: Date, name?: string): AnalysisRequest {
  const d = defaultRequest(now);
  const text = (p.get("q") ?? name ?? "").trim();
  const type = p.get("type");
  const queryType = (SCREEN_QUERY_TYPES as readonly string[]).includes(type ?? "") ? (type as AnalysisRequest["queryType"]) : d.queryType;
  const order = p.get("order");
  const countries = list(p.get("countries"));
  const request: AnalysisRequest = {
    ...d,
    queryType,
    handle: text,
    conversationStart: validDate(p.get("start")) ?? d.conversationStart,
    conversationEnd: validDate(p.get("end")) ?? d.conversationEnd,
    conversationOrderPosts: (CONVERSATION_ORDERS as readonly string[]).includes(order ?? "") ? (order as AnalysisRequest["conversationOrderPosts"]) : d.conversationOrderPosts,
    country: countries.length ? countries : d.country,
    countryTrend: p.get("trend")?.trim() || d.countryTrend,
    extraKeyword: p.get("extra")?.trim() ?? "",
    extraKeywordType: p.get("extra_type") === "or" ? "or" : "and",
    excludeKeywords: list(p.get("exclude")),
    shareOfConversation: list(p.get("sov")),
    shareOfVoiceWithKeywords: p.get("sov_keywords") !== "0",
  };
  return request;
}
