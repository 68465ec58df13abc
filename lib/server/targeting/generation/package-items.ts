import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { interestMatcher, type Interest } from "@/lib/domain/enrichment/interests";
import { scaleEstimate } from "@/lib/domain/targeting/generation/size-estimate";
import type { Candidate } from "@/lib/domain/targeting/generation/rank";

/** One generated package entry with its audience-size estimate (from the corpus, scaled). */
export interface SizedItem {
  label: string;
  deselected: boolean;
  size: number;
  size_min: number;
  size_max: number;
  /** Matching corpus accounts behind the size. */
  corpus_accounts: number;
  /** X targeting value where the item has one (interests). */
  id?: string;
}

export type Sizer = (corpusAccounts: number) => { estimate: number; min: number; max: number };

export const sizer = (corpus: number, platformUsers: number): Sizer => (n) => scaleEstimate(n, corpus, platformUsers);

export function sized(label: string, corpusAccounts: number, size: Sizer, extra: Partial<SizedItem> = {}): SizedItem {
  const e = size(corpusAccounts);
  return { label, deselected: false, size: e.estimate, size_min: e.min, size_max: e.max, corpus_accounts: corpusAccounts, ...extra };
}

export const sizedCandidates = (items: Candidate[], size: Sizer) => items.map((c) => sized(c.label, c.inCorpus, size));

export async function interestTaxonomyRows(db: Database): Promise<Interest[]> {
  return queryRows<Interest>(db, sql`select id, category, subcategory, name from targeting_interests order by id`);
}

/**
 * Interests of the package: those the audience's accounts hold more often than the corpus, then
 * those whose taxonomy words the description and the audience's top keywords use.
 */
export async function interestItems(db: Database, ranked: Candidate[], words: string[], size: Sizer, limit: number): Promise<SizedItem[]> {
  const taxonomy = await interestTaxonomyRows(db);
  const byKey = new Map(taxonomy.flatMap((i) => [[i.id, i] as const, [i.name, i] as const]));
  const out = new Map<string, SizedItem>();
  for (const c of ranked) {
    const it = byKey.get(c.label);
    if (it) out.set(it.id, sized(it.name, c.inCorpus, size, { id: it.id }));
  }
  const matched = interestMatcher(taxonomy).match(words).ids.filter((id) => !out.has(id));
  if (matched.length) {
    const names = matched.map((id) => byKey.get(id)!.name);
    const counts = new Map(
      (
        await queryRows<{ label: string; n: number }>(
          db,
          sql`select i as label, count(*)::int as n from corpus_accounts a, unnest(a.interests) i
              where a.interests && ${sql.param([...matched, ...names])}::text[] and i = any(${sql.param([...matched, ...names])}::text[]) group by 1`,
        )
      ).map((r) => [r.label, r.n]),
    );
    for (const id of matched) {
      const it = byKey.get(id)!;
      out.set(id, sized(it.name, (counts.get(id) ?? 0) + (counts.get(it.name) ?? 0), size, { id }));
    }
  }
  return [...out.values()].slice(0, limit);
}

/** Corpus accounts whose bio or posts use any of the words of a name (for topics and titles). */
async function accountsUsing(db: Database, name: string): Promise<number> {
  const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.filter((w) => w.length > 2) ?? [];
  if (!words.length) return 0;
  const q = words.join(" & ");
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select a.id from corpus_accounts a where to_tsvector('simple', a.bio) @@ to_tsquery('simple', ${q})
        union select p.author_id from corpus_posts p where p.author_id is not null and to_tsvector('simple', p.text) @@ to_tsquery('simple', ${q})) s`,
  );
  return n;
}

const wordPattern = (words: string[]) => `\\m(${words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean).join("|")})`;

/** Reference items (conversation topics, movies and TV shows) whose names contain one of the words. */
export async function referenceItems(db: Database, table: "targeting_conversation_topics" | "targeting_movies_tv_shows", words: string[], size: Sizer, limit: number): Promise<SizedItem[]> {
  const clean = [...new Set(words.filter((w) => w.length >= 3))];
  if (!clean.length) return [];
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct name from ${sql.raw(table)} where name ~* ${wordPattern(clean)} order by name limit ${limit * 3}`,
  );
  const out: SizedItem[] = [];
  for (const r of rows) {
    const n = await accountsUsing(db, r.name);
    if (n > 0) out.push(sized(r.name, n, size));
  }
  return out.sort((a, b) => b.corpus_accounts - a.corpus_accounts || a.label.localeCompare(b.label)).slice(0, limit);
}
