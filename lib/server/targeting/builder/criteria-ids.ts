import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { BuilderCriteria } from "@/lib/schemas/builder";
import { descriptionTerms, toTsQuery } from "@/lib/domain/targeting/generation/terms";

const anyTerm = (texts: string[]) => toTsQuery({ groups: texts.flatMap((t) => descriptionTerms(t, 5)).map((t) => [t]), excluded: [] });

/**
 * The accounts each audience-builder criterion names, unioned: followers of handles, holders of
 * interests (by X id or name), authors of posts using keywords, and bios using words.
 */
export function criteriaIds(c: BuilderCriteria): SQL {
  const parts: SQL[] = [sql`select id from corpus_accounts where false`];
  if (c.followers_of.length) {
    const handles = c.followers_of.map((h) => h.toLowerCase());
    parts.push(sql`select f.follower_id as id from corpus_follows f join corpus_accounts s on s.id = f.followee_id where lower(s.handle) = any(${sql.param(handles)}::text[])`);
  }
  if (c.interested_in.length) {
    parts.push(sql`select a.id from corpus_accounts a where a.interests && (select coalesce(array_agg(i.id), '{}') || ${sql.param(c.interested_in)}::text[] from targeting_interests i where i.id = any(${sql.param(c.interested_in)}::text[]) or i.name = any(${sql.param(c.interested_in)}::text[]))`);
  }
  const posted = anyTerm(c.posted_about);
  if (posted) parts.push(sql`select p.author_id from corpus_posts p where p.author_id is not null and to_tsvector('simple', p.text) @@ to_tsquery('simple', ${posted})`);
  const bio = anyTerm(c.words_in_profile);
  if (bio) parts.push(sql`select a.id from corpus_accounts a where to_tsvector('simple', a.bio) @@ to_tsquery('simple', ${bio})`);
  return sql.join(parts, sql` union `);
}

export const noCriteria: BuilderCriteria = { followers_of: [], interested_in: [], posted_about: [], words_in_profile: [] };
