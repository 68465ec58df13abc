import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { DERIVED_FORMAT, ensureDerived, onDerivedRefreshed } from "@/lib/server/corpus/derived/refresh-derived";
import { buildAccountIndex, type AccountFactRow, type AccountIndex, type TermKind } from "@/lib/domain/analysis/account-index/account-index";
import { packBinaryLists } from "./int-array-binary";
import { loadEngagedPosts } from "./load-engaged-posts";
import { rankByNumber, rankOf, renumber } from "./renumber";

type FactRow = {
  no: number; rank: number; account_id: string; has_account: boolean; country: string | null; city: string | null; gender: string | null;
  age_group: string | null; job_category: string | null; top_lang: string | null; interests: string[] | null; followers_count: number | null;
};

function* factRows(rows: FactRow[], ranks: Int32Array | null): Generator<AccountFactRow> {
  for (const r of rows)
    yield {
      no: rankOf(ranks, r.no),
      id: r.account_id,
      hasAccount: r.has_account,
      values: { country: r.country, city: r.city, gender: r.gender, age_group: r.age_group, job_category: r.job_category, lang: r.top_lang },
      interests: r.interests,
      followersCount: r.followers_count,
    };
}

const loaded = new WeakMap<Database, { version: number; index: Promise<AccountIndex> }>();

async function derivedVersion(db: Pick<Database, "execute">): Promise<number | null> {
  const [state] = await queryRows<{ v: number | string }>(db, sql`select corpus_version as v from corpus_derived_state where id = 1 and format = ${DERIVED_FORMAT}`);
  return state ? Number(state.v) : null;
}

/** Read the derived facts, follow lists, coded terms and engaged posts whole, in one snapshot (uncached: see accountIndex). */
export async function loadAccountIndex(db: Database): Promise<AccountIndex> {
  return db.transaction(
    async (tx) => {
      const version = await derivedVersion(tx);
      const facts = await queryRows<FactRow>(
        tx,
        sql`select no, (row_number() over (order by account_id) - 1)::int as rank, account_id, has_account, country, city, gender, age_group, job_category, top_lang, interests, followers_count from corpus_account_facts order by account_id`,
      );
      const follows = await queryRows<{ no: number; list: Uint8Array }>(tx, sql`select no, array_send(followee_nos) as list from corpus_account_followees`);
      const terms = await queryRows<{ code: number; rank: number; kind: TermKind; term: string }>(
        tx,
        sql`select code, (row_number() over (order by kind, term) - 1)::int as rank, kind, term from corpus_terms order by kind, term`,
      );
      const accountTerms = await queryRows<{ no: number; posts: number; codes: Uint8Array; counts: Uint8Array; bio: Uint8Array }>(
        tx,
        sql`select no, posts, array_send(term_codes) as codes, array_send(term_counts) as counts, array_send(bio_codes) as bio from corpus_account_terms`,
      );
      const engaged = await loadEngagedPosts(tx);
      const count = facts.length;
      const accountRank = rankByNumber(facts);
      const termRank = rankByNumber(terms.map((t) => ({ no: t.code, rank: t.rank })));
      const at = (no: number) => rankOf(accountRank, no);
      const posts = new Int32Array(count);
      for (const t of accountTerms) posts[at(t.no)] = t.posts;
      const follow = packBinaryLists(count, follows.map((f) => ({ no: at(f.no), bytes: f.list })));
      renumber(follow.values, accountRank);
      const termCodes = packBinaryLists(count, accountTerms.map((t) => ({ no: at(t.no), bytes: t.codes })));
      renumber(termCodes.values, termRank);
      const bio = packBinaryLists(count, accountTerms.map((t) => ({ no: at(t.no), bytes: t.bio })));
      renumber(bio.values, termRank);
      return buildAccountIndex(version ?? -1, count, {
        facts: factRows(facts, accountRank),
        follows: follow,
        terms: { kinds: terms.map((t) => t.kind), labels: terms.map((t) => t.term) },
        posts,
        termCodes,
        termCounts: packBinaryLists(count, accountTerms.map((t) => ({ no: at(t.no), bytes: t.counts }))),
        bio,
        engaged: engaged ?? undefined,
      });
    },
    { isolationLevel: "repeatable read" },
  );
}

/**
 * The account index of the corpus as the derived tables have it, loaded once per corpus version and
 * database (a second caller during a load waits for the same load).
 */
export async function accountIndex(db: Database): Promise<AccountIndex> {
  let version = await derivedVersion(db);
  if (version === null) {
    await ensureDerived(db);
    version = await derivedVersion(db);
  }
  const kept = loaded.get(db);
  if (kept && kept.version === version) return kept.index;
  const index = loadAccountIndex(db);
  loaded.set(db, { version: version ?? -1, index });
  index.catch(() => {
    if (loaded.get(db)?.index === index) loaded.delete(db);
  });
  return index;
}

// After an import rebuilds the derived tables, the next report finds the new index loaded (or loading).
onDerivedRefreshed((db) => {
  accountIndex(db).catch(() => undefined);
});
