import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { toTsQuery, type TermQuery } from "@/lib/domain/targeting/generation/terms";

/** What picks the audience out of the corpus: terms in bios or posts, followers of handles, countries. */
export interface AudienceCriteria {
  terms: TermQuery;
  handles: string[];
  /** Canonical country names; empty for anywhere. */
  countries: string[];
}

/** A subquery yielding the `id` of every corpus account that matches the criteria. */
export function audienceIds(c: AudienceCriteria): SQL {
  const tsq = toTsQuery(c.terms);
  const parts: SQL[] = [];
  if (tsq) {
    parts.push(sql`select a.id from corpus_accounts a where to_tsvector('simple', a.bio) @@ to_tsquery('simple', ${tsq})`);
    parts.push(sql`select p.author_id as id from corpus_posts p where p.author_id is not null and to_tsvector('simple', p.text) @@ to_tsquery('simple', ${tsq})`);
  }
  if (c.handles.length) {
    const lower = c.handles.map((h) => h.toLowerCase());
    parts.push(sql`select f.follower_id as id from corpus_follows f join corpus_accounts s on s.id = f.followee_id where lower(s.handle) = any(${sql.param(lower)}::text[])`);
  }
  if (!parts.length) return sql`select id from corpus_accounts where false`;
  const union = sql.join(parts, sql` union `);
  if (!c.countries.length) return union;
  return sql`select m.id from (${union}) m join corpus_accounts ca on ca.id = m.id where ca.country = any(${sql.param(c.countries)}::text[])`;
}

export async function corpusAccountCount(db: Database): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from corpus_accounts`);
  return n;
}

export async function countIds(db: Database, ids: SQL): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(distinct id)::int as n from (${ids}) s`);
  return n;
}

/** (label, count) rows of one inferred account column over the audience. */
export async function columnCounts(db: Database, ids: SQL, column: "gender" | "age_group" | "country"): Promise<Record<string, number>> {
  const col = sql.raw(`a.${column}`);
  const rows = await queryRows<{ label: string; n: number }>(
    db,
    sql`select ${col} as label, count(*)::int as n from corpus_accounts a where a.id in (${ids}) and ${col} is not null and ${col} <> '' group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.label, r.n]));
}
