import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { handleKey } from "@/lib/domain/handles";

type Entry = { label: string; id?: string; deselected?: boolean };

/**
 * Accounts any selected primary item of a package reaches (keywords and hashtags they post,
 * interests they hold, accounts they follow), inside the package's countries when it names any.
 */
export function packageReach(p: { keywords?: Entry[]; hashtags?: Entry[]; interests?: Entry[]; handles?: { handle: string; deselected?: boolean }[] }, countries: string[]): SQL {
  const on = <T extends { deselected?: boolean }>(xs: T[] | undefined) => (xs ?? []).filter((x) => !x.deselected);
  const kw = on(p.keywords).map((k) => k.label.toLowerCase());
  const tags = on(p.hashtags).map((h) => h.label.replace(/^#/, "").toLowerCase());
  const interests = on(p.interests).flatMap((i) => [i.id ?? i.label, i.label]);
  const handles = on(p.handles).map((h) => handleKey(h.handle));
  const parts: SQL[] = [sql`select id from corpus_accounts where false`];
  if (kw.length) parts.push(sql`select author_id as id from corpus_posts where keywords && ${sql.param(kw)}::text[] and author_id is not null`);
  if (tags.length) parts.push(sql`select p.author_id from corpus_post_entities e join corpus_posts p on p.id = e.post_id where e.kind = 'hashtag' and e.value = any(${sql.param(tags)}::text[]) and p.author_id is not null`);
  if (interests.length) parts.push(sql`select id from corpus_accounts where interests && ${sql.param(interests)}::text[]`);
  if (handles.length) parts.push(sql`select f.follower_id from corpus_follows f join corpus_accounts s on s.id = f.followee_id where lower(s.handle) = any(${sql.param(handles)}::text[])`);
  const union = sql.join(parts, sql` union `);
  return countries.length ? sql`select u.id from (${union}) u join corpus_accounts c on c.id = u.id where c.country = any(${sql.param(countries)}::text[])` : union;
}
