import type { AnalysisRequest } from "./session";

const SYNTAX_TOKEN = /^(-|#|@|\$|"|[a-z]+:)/i;

/** A term as X search syntax: hashtags, mentions and operators as they are, words and phrases quoted. */
function searchTerm(term: string): string {
  const t = term.trim();
  return SYNTAX_TOKEN.test(t) && !/\s/.test(t) ? t : `"${t.replace(/"/g, "")}"`;
}

/** The "or"-separated groups of a conversation query as typed. */
export function conversationGroups(query: string): string[] {
  return query
    .split(/\s+or\s+/i)
    .map((g) => g.trim())
    .filter(Boolean);
}

/**
 * The conversation query the engine runs: the typed groups (joined by or), an extra keyword either
 * required in every group (and) or added as one more group (or), and excluded keywords removed
 * from every group. Groups that were changed are written in explicit search syntax.
 */
export function conversationQuery(r: Pick<AnalysisRequest, "handle" | "extraKeyword" | "extraKeywordType" | "excludeKeywords">): string {
  const groups = conversationGroups(r.handle);
  const extra = r.extraKeyword.trim();
  const excluded = r.excludeKeywords.map((k) => k.trim()).filter(Boolean);
  if (!extra && !excluded.length) return groups.join(" or ");
  const all = extra && r.extraKeywordType === "or" ? [...groups, extra] : groups;
  return all
    .map((g) => {
      const parts = [searchTerm(g)];
      if (extra && r.extraKeywordType === "and") parts.push(searchTerm(extra));
      for (const e of excluded) parts.push(`-${searchTerm(e).replace(/^-/, "")}`);
      return parts.join(" ");
    })
    .join(" or ");
}

/** Post ids in comma-separated post URLs (…/status/<id>) or bare ids. */
export function tweetIdsOf(urls: string): string[] {
  const ids = urls
    .split(",")
    .map((s) => s.trim())
    .map((s) => s.match(/status(?:es)?\/(\d{1,25})/)?.[1] ?? (/^\d{1,25}$/.test(s) ? s : null));
  return [...new Set(ids.filter((id): id is string => !!id))];
}

/** The analyze-query body (also the inline form every section endpoint takes). */
export function analyzeBody(r: AnalysisRequest): Record<string, unknown> {
  const text = r.handle.trim();
  if (r.queryType === "handle") return { query_type: "handle", handle: text.replace(/^@/, "") };
  if (r.queryType === "keyword") return { query_type: "keyword", query: text };
  if (r.queryType === "post") return { query_type: "post", urls: text };
  return {
    query_type: "conversation",
    query: conversationQuery(r),
    start: r.conversationStart,
    end: r.conversationEnd,
    order: r.conversationOrderPosts,
    countries: r.country.length ? r.country : ["Global"],
    trend_country: r.countryTrend,
    keywords: r.shareOfConversation.length ? r.shareOfConversation : undefined,
    share_of_voice_with_keywords: r.shareOfVoiceWithKeywords,
  };
}
