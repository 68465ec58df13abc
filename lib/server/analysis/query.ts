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

/** A conversation query: "#tag", or terms joined by "or", in X search syntax. */
export function conversationSearch(query: string): string {
  return query
    .split(/\s+or\s+/i)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (/\s/.test(t) && !t.startsWith('"') ? `"${t.replace(/"/g, "")}"` : t))
    .join(" OR ");
}

/** A stable text key of a query for caching and logging. */
export function queryKey(q: AnalysisQuery): string {
  return JSON.stringify(q, Object.keys(q).sort());
}
