import { bareHandle, isBareHandle } from "@/lib/domain/handles";
import type { TargetingPackage } from "./targeting-package";

/** The analysis kinds the engine runs (analysis_queries.query_type). */
export type AnalysisKind = "handle" | "keyword" | "conversation" | "post";

const OPERATORS = new Set(["OR", "AND", "NOT"]);
const TERM = /-?"[^"]+"|\S+/g;
const POST_URL = /(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/status\/\d+/gi;

function unique<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => !seen.has(key(t).toLowerCase()) && seen.add(key(t).toLowerCase()));
}

/** A conversation's search terms as targeting: hashtags, @handles and words or phrases (negated terms and operators left out). */
function conversationPackage(query: string): TargetingPackage {
  const keywords: string[] = [];
  const hashtags: string[] = [];
  const handles: string[] = [];
  let negated = false;
  for (const [raw] of query.replace(/[()]/g, " ").matchAll(TERM)) {
    const skip = negated || raw.startsWith("-") || OPERATORS.has(raw) || raw.includes(":");
    negated = raw === "NOT";
    if (skip) continue;
    if (raw.startsWith('"')) keywords.push(raw.slice(1, -1).trim());
    else if (raw.startsWith("#") && raw.length > 1) hashtags.push(raw.slice(1));
    else if (raw.startsWith("@") && isBareHandle(bareHandle(raw))) handles.push(bareHandle(raw));
    else keywords.push(raw);
  }
  return {
    keywords: unique(keywords.filter(Boolean), (k) => k).map((label) => ({ label })),
    hashtags: unique(hashtags, (h) => h).map((label) => ({ label })),
    handles: unique(handles, (h) => h).map((handle) => ({ handle })),
  };
}

/**
 * The targeting package an analysis stands for, from what was asked: a handle analysis targets the
 * followers of that handle (X's follower look-alikes), a keyword analysis the keyword, a conversation
 * its hashtags, handles and words, a post analysis the authors of the posts.
 */
export function packageFromAnalysis(kind: AnalysisKind, query: string): TargetingPackage {
  if (kind === "handle") return isBareHandle(bareHandle(query.trim())) ? { handles: [{ handle: bareHandle(query.trim()) }] } : {};
  if (kind === "keyword") return query.trim() ? { keywords: [{ label: query.trim() }] } : {};
  if (kind === "conversation") return conversationPackage(query);
  return { handles: unique([...query.matchAll(POST_URL)].map((m) => m[1]), (h) => h).map((handle) => ({ handle })) };
}
