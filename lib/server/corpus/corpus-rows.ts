import "server-only";
import type { AccountEnrichment, PostEnrichment } from "@/lib/domain/enrichment/enrich";
import { setExcluded, type BulkColumn } from "./bulk-upsert";
import { annotationEntities } from "./parse/x-api-objects";
import type { AccountRecord, PostRecord } from "./records";

/* The corpus tables' columns as the writer sends them, and a record's row in that order. */

export const ACCOUNT_COLUMNS: BulkColumn[] = [
  ["id", "text"], ["handle", "text"], ["name", "text"], ["bio", "text"], ["location", "text"], ["url", "text"],
  ["verified", "bool"], ["verified_type", "text"], ["protected", "bool"], ["created_at", "timestamptz"],
  ["followers_count", "int"], ["following_count", "int"], ["post_count", "int"], ["listed_count", "int"],
  ["profile_image_url", "text"], ["pinned_post_id", "text"], ["origin", "text"],
  ["gender", "text"], ["gender_method", "text"], ["gender_confidence", "real"], ["age_group", "text"], ["age_method", "text"], ["age_confidence", "real"],
  ["country", "text"], ["city", "text"], ["location_method", "text"], ["location_confidence", "real"],
  ["job_category", "text"], ["job_title", "text"], ["job_method", "text"], ["job_confidence", "real"],
  ["interests", "text[]"], ["interests_method", "text"], ["interests_confidence", "real"],
].map(([name, type]) => ({ name, type }) as BulkColumn);

export const POST_COLUMNS: BulkColumn[] = [
  ["id", "text"], ["author_id", "text"], ["text", "text"], ["created_at", "timestamptz"], ["lang", "text"], ["lang_method", "text"],
  ["conversation_id", "text"], ["in_reply_to_user_id", "text"], ["replied_to_id", "text"], ["quoted_id", "text"], ["reposted_id", "text"],
  ["like_count", "int"], ["repost_count", "int"], ["reply_count", "int"], ["quote_count", "int"], ["impression_count", "int"], ["bookmark_count", "int"],
  ["edit_history_ids", "text[]"], ["withheld_countries", "text[]"], ["withheld_copyright", "bool"], ["possibly_sensitive", "bool"],
  ["context_annotations", "jsonb"], ["keywords", "text[]"], ["sentiment", "real"], ["sentiment_label", "text"], ["sentiment_method", "text"],
  ["sentiment_confidence", "real"], ["origin", "text"],
].map(([name, type]) => ({ name, type }) as BulkColumn);

export const ENTITY_COLUMNS: BulkColumn[] = [
  ["post_id", "text"], ["kind", "text"], ["value", "text"], ["position", "smallint"], ["display", "text"], ["start_index", "int"], ["end_index", "int"],
].map(([name, type]) => ({ name, type }) as BulkColumn);

export const FOLLOW_COLUMNS: BulkColumn[] = [
  { name: "follower_id", type: "text" }, { name: "followee_id", type: "text" }, { name: "first_seen_at", type: "timestamptz" }, { name: "last_seen_at", type: "timestamptz" },
];
export const COUNT_COLUMNS: BulkColumn[] = [
  { name: "query", type: "text" }, { name: "granularity", type: "text" }, { name: "start", type: "timestamptz" }, { name: "end", type: "timestamptz" }, { name: "post_count", type: "int" },
];

const names = (cols: BulkColumn[]) => cols.map((c) => c.name);
export const ACCOUNT_UPDATE = `${setExcluded(names(ACCOUNT_COLUMNS).filter((c) => c !== "id"))}, "updated_at" = now()`;
export const POST_UPDATE = `${setExcluded(names(POST_COLUMNS).filter((c) => c !== "id"))}, "updated_at" = now()`;

/** An account's row (ACCOUNT_COLUMNS) from its record and its profile's enrichment. */
export function accountRow(a: AccountRecord, e: AccountEnrichment, origin: string): unknown[] {
  return [
    a.id, a.handle, a.name ?? "", a.bio ?? "", a.location ?? "", a.url ?? "", a.verified ?? false, a.verifiedType ?? null,
    a.protected ?? false, a.createdAt ?? null, a.followersCount ?? 0, a.followingCount ?? 0, a.postCount ?? 0, a.listedCount ?? 0,
    a.profileImageUrl ?? "", a.pinnedPostId ?? null, origin,
    e.gender, e.genderMethod, e.genderConfidence, e.ageGroup, e.ageMethod, e.ageConfidence,
    e.country, e.city, e.locationMethod, e.locationConfidence, e.jobCategory, e.jobTitle, e.jobMethod, e.jobConfidence,
    e.interests, e.interestsMethod, e.interestsConfidence,
  ];
}

/** A post's row (POST_COLUMNS) and its entity rows (ENTITY_COLUMNS) from its record and enrichment. */
export function postRow(p: PostRecord, e: PostEnrichment, origin: string): { row: unknown[]; entities: unknown[][] } {
  const all = [...e.entities, ...annotationEntities(p.contextAnnotations ?? [])];
  const entities = all.slice(0, 200).map((en, i) => [p.id, en.kind, en.value.slice(0, 500), i, en.display.slice(0, 500), en.start, en.end]);
  const row = [
    p.id, p.authorId, p.text, p.createdAt, e.lang, e.langMethod, p.conversationId ?? null, p.inReplyToUserId ?? null,
    p.repliedToId ?? null, p.quotedId ?? null, p.repostedId ?? null, p.likeCount ?? 0, p.repostCount ?? 0, p.replyCount ?? 0,
    p.quoteCount ?? 0, p.impressionCount ?? null, p.bookmarkCount ?? null, p.editHistoryIds ?? [], p.withheldCountries ?? [],
    p.withheldCopyright ?? false, p.possiblySensitive ?? false, p.contextAnnotations ?? null, e.keywords,
    e.sentiment.score, e.sentiment.label, e.sentiment.method, e.sentiment.confidence, origin,
  ];
  return { row, entities };
}
