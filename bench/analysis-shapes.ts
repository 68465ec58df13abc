// The query shapes bench:analysis times, picked from the corpus it runs on so that each shape means
// the same thing at every corpus size (a handle just under the sample cap, a word in 10%+ of posts...).
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { searchCondition } from "@/lib/server/x/local/search-query";
import type { AnalysisQuery } from "@/lib/schemas/analysis";

export interface Shape {
  /** Stable name of the shape (the table's row). */
  name: string;
  q: AnalysisQuery;
  /** Posts the query matches in the whole corpus (keyword and conversation shapes). */
  matched: number | null;
}

/** Posts of the corpus whose words are sampled to find common, rare and adjacent words. */
const WORD_SAMPLE = 20_000;

const median = <T>(xs: T[]) => xs[Math.floor(xs.length / 2)];

export async function pickShapes(db: Database, cap: number): Promise<Shape[]> {
  const [range] = await queryRows<{ lo: string; hi: string; n: number }>(db, sql`select min(created_at)::text as lo, max(created_at)::text as hi, count(*)::int as n from corpus_posts`);
  const start = new Date(range.lo).toISOString();
  const end = new Date(new Date(range.hi).getTime() + 1000).toISOString();
  const conversation = (query: string): AnalysisQuery => ({
    type: "conversation", query, start, end, order: "like_count", countries: ["Global"], trend_country: "United States", share_of_voice_keywords: [], share_of_voice_with_keywords: true,
  });
  const handles = await queryRows<{ handle: string; n: number }>(
    db,
    sql`select a.handle, d.followers_in_corpus as n from corpus_account_digests d join corpus_accounts a on a.id = d.account_id where d.followers_in_corpus > 0 order by d.followers_in_corpus, a.id`,
  );
  const underCap = [...handles].reverse().find((h) => h.n <= cap) ?? handles[handles.length - 1];
  const tags = await queryRows<{ tag: string; n: number; lang: string }>(
    db,
    sql`select e.value as tag, count(*)::int as n, mode() within group (order by p.lang) as lang
        from corpus_post_entities e join corpus_posts p on p.id = e.post_id where e.kind = 'hashtag' group by 1 order by 2 desc, 1 limit 1`,
  );
  const texts = await queryRows<{ text: string }>(db, sql`select text from corpus_posts order by id limit ${WORD_SAMPLE}`);
  const sampled = texts.length;
  const wordPosts = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const { text } of texts) {
    const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
    for (const w of new Set(words)) wordPosts.set(w, (wordPosts.get(w) ?? 0) + 1);
    for (let i = 1; i < words.length; i++) if (words[i - 1].length >= 4 && words[i].length >= 4) pairs.set(`${words[i - 1]} ${words[i]}`, (pairs.get(`${words[i - 1]} ${words[i]}`) ?? 0) + 1);
  }
  const byUse = [...wordPosts].filter(([w]) => w.length >= 4).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // Words in 10%+ of posts, most used first; and words rare but present (in 3 to 0.1% of sampled posts).
  const common = byUse.filter(([, n]) => n >= sampled * 0.1).map(([w]) => w);
  const [c1, c2, c3] = common.length >= 3 ? common : byUse.slice(0, 3).map(([w]) => w);
  const rare = median(byUse.filter(([, n]) => n >= 3 && n <= Math.max(3, sampled * 0.001)))?.[0] ?? byUse[byUse.length - 1][0];
  // A phrase people repeat: the most frequent adjacent pair of words not both among the three most common.
  const phrase = [...pairs].sort((a, b) => b[1] - a[1]).map(([p]) => p).find((p) => !p.split(" ").every((w) => [c1, c2, c3].includes(w))) ?? `${c1} ${c2}`;
  const keyword = (query: string): AnalysisQuery => ({ type: "keyword", query });
  const out: Omit<Shape, "matched">[] = [
    { name: "handle under cap", q: { type: "handle", handle: underCap.handle } },
    { name: "keyword: common word", q: keyword(c1) },
    { name: "keyword: phrase", q: keyword(`"${phrase}"`) },
    { name: "keyword: 2 words AND", q: keyword(`${c1} ${c2}`) },
    { name: "keyword: 3 words AND", q: keyword(`${c1} ${c2} ${c3}`) },
    { name: "keyword: OR of 2 common", q: keyword(`${c1} OR ${c2}`) },
    { name: "keyword: NOT", q: keyword(`${c1} -${c2}`) },
    { name: "conversation: common word", q: conversation(c1) },
    { name: "conversation: rare word", q: conversation(rare) },
    { name: "conversation: #tag lang:", q: conversation(`#${tags[0].tag} lang:${tags[0].lang}`) },
    { name: "conversation: #tag", q: conversation(`#${tags[0].tag}`) },
  ];
  const posts = await queryRows<{ id: string }>(db, sql`select post_id as id from corpus_engagements group by 1 order by count(*) desc, 1 limit 1`);
  if (posts.length) out.push({ name: "post: most engaged", q: { type: "post", urls: `https://x.com/i/status/${posts[0].id}` } });
  const shapes: Shape[] = [];
  for (const s of out) {
    let matched: number | null = null;
    if (s.q.type === "keyword" || s.q.type === "conversation") {
      const [r] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from corpus_posts p where ${searchCondition(s.q.query)}`);
      matched = r.n;
    }
    shapes.push({ ...s, matched });
  }
  return shapes;
}
