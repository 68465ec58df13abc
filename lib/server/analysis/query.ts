import "server-only";
import type { AnalysisQuery } from "@/lib/schemas/analysis";

/** Post ids from post URLs (…/status/<id>) or bare ids, comma separated. */
export function postIdsFromUrls(text: string): string[] {
  const ids = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.match(/status(?:es)?\/(\d{1,25})/)?.[1] ?? (/^\d{1,25}$/.test(s) ? s : null));
  return [...new Set(ids.filter((id): id is string => !!id))];
}

/** A group already written in search syntax (quoted phrases, -exclusions, #tags, operators) is kept as it is. */
const explicitSyntax = (t: string) => t.includes('"') || t.split(/\s+/).every((w) => /^(-|#|@|\$|[a-z]+:)/i.test(w));

/**
 * A conversation query: "#tag", or terms joined by "or", in X search syntax. A multi-word term is
 * a phrase unless it is written in search syntax (the screen's extra and excluded keywords are).
 */
export function conversationSearch(query: string): string {
  return query
    .split(/\s+or\s+/i)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (/\s/.test(t) && !explicitSyntax(t) ? `"${t.replace(/"/g, "")}"` : t))
    .join(" OR ");
}

/** A stable text key of a query for caching and logging. */
export function queryKey(q: AnalysisQuery): string {
  return JSON.stringify(q, Object.keys(q).sort());
}
