import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { XDataError } from "../errors";

/*
 * The subset of X's search language the local corpus answers: words and "exact phrases"
 * (ANDed), OR between groups, -negation, #hashtag, @mention, $cashtag, from:, to:, lang:,
 * is:retweet / is:reply / is:quote, has:links / has:hashtags / has:mentions. Posts are `p`.
 */

const TOKEN = /-?"[^"]*"|\S+/g;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * How a group's #hashtag, @mention or $cashtag beside other terms finds its posts: "in" leaves the
 * plan to the planner (a search asking for the newest few can walk posts by time); "ids" looks its
 * posts up by id, which a search wanting every match needs: with the entity's ids estimated as a
 * few thousand, the planner scanned every post and hashed them against the ids (3x slower).
 */
export type EntityLookup = "in" | "ids";

function entity(kind: string, value: string, lookup: EntityLookup = "in"): SQL {
  const ids = sql`select e.post_id from corpus_post_entities e where e.kind = ${kind} and e.value = ${value.toLowerCase()}`;
  // An IN over the (kind, value) index: the planner starts from the few matching entities rather than every post.
  return lookup === "ids" ? sql`p.id = any(array(${ids}))` : sql`p.id in (${ids})`;
}

/** A word or phrase the full-text search answers: CJK text is matched as a substring instead, and text without a letter or digit has no lexeme to search. */
const fullText = (text: string) => !CJK.test(text) && /[\p{L}\p{N}]/u.test(text);

function words(text: string): SQL {
  if (CJK.test(text)) return sql`p.text ilike ${`%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`;
  return sql`to_tsvector('simple', p.text) @@ phraseto_tsquery('simple', ${text})`;
}

/** The text of a word or "phrase" term (negated or not) that the full-text search answers, else null. */
function fullTextOf(raw: string): { text: string; negated: boolean } | null {
  const negated = raw.startsWith("-") && raw.length > 1;
  const t = negated ? raw.slice(1) : raw;
  const text = t.startsWith('"') ? t.slice(1, -1) : /^[#@$]./.test(t) || /^\w+:./.test(t) ? null : t;
  return text !== null && fullText(text) ? { text, negated } : null;
}

/** Text the search parses into two words or more: a phrase, whose matches are rechecked for word positions. */
const PHRASE = /[\p{L}\p{N}][^\p{L}\p{N}]+[\p{L}\p{N}]/u;

/**
 * Posts `p` whose words match a tsquery. With a phrase, the index's candidates are rechecked for word
 * positions: against the stored words of corpus_post_words, not by parsing each candidate's text
 * again (3.5x faster). Other queries need no recheck and read the posts' own index.
 */
function fullTextMatch(query: SQL, phrase: boolean): SQL {
  if (phrase) return sql`p.id in (select w.post_id from corpus_post_words w where w.words @@ ${query})`;
  return sql`to_tsvector('simple', p.text) @@ ${query}`;
}

/**
 * A group's terms ANDed. Its full-text words and phrases, negated or not, are one tsquery, so the
 * index answers them together (a negated word as a separate condition computed every candidate's
 * tsvector: 3x slower on common words).
 */
function groupCondition(group: string[], lookup: EntityLookup): { cond: SQL; words?: SQL } {
  const texts = group.map(fullTextOf);
  const queries = texts.flatMap((t) => (t ? [t.negated ? sql`!! phraseto_tsquery('simple', ${t.text})` : sql`phraseto_tsquery('simple', ${t.text})`] : []));
  const others = group.filter((_, i) => !texts[i]).map((t) => term(t, lookup));
  const words = queries.length ? sql`(${sql.join(queries, sql` && `)})` : null;
  const parts = words ? [fullTextMatch(words, texts.some((t) => t && PHRASE.test(t.text))), ...others] : others;
  const cond = sql`(${sql.join(parts, sql` and `)})`;
  return words && !others.length ? { cond, words } : { cond };
}

function term(raw: string, lookup: EntityLookup): SQL {
  const negated = raw.startsWith("-") && raw.length > 1;
  const t = negated ? raw.slice(1) : raw;
  let cond: SQL;
  const [op, ...rest] = t.split(":");
  const arg = rest.join(":");
  if (t.startsWith('"')) cond = words(t.slice(1, -1));
  else if (t.startsWith("#") && t.length > 1) cond = entity("hashtag", t.slice(1), lookup);
  else if (t.startsWith("@") && t.length > 1) cond = entity("mention", t.slice(1), lookup);
  else if (t.startsWith("$") && t.length > 1) cond = entity("cashtag", t.slice(1), lookup);
  else if (arg && op === "from") cond = sql`p.author_id in (select id from corpus_accounts where lower(handle) = ${arg.replace(/^@/, "").toLowerCase()})`;
  else if (arg && op === "to") cond = sql`p.in_reply_to_user_id in (select id from corpus_accounts where lower(handle) = ${arg.replace(/^@/, "").toLowerCase()})`;
  else if (arg && op === "lang") cond = sql`p.lang = ${arg}`;
  else if (op === "is" && arg === "retweet") cond = sql`p.reposted_id is not null`;
  else if (op === "is" && arg === "reply") cond = sql`p.replied_to_id is not null`;
  else if (op === "is" && arg === "quote") cond = sql`p.quoted_id is not null`;
  else if (op === "has" && arg === "links") cond = sql`exists (select 1 from corpus_post_entities e where e.post_id = p.id and e.kind = 'url')`;
  else if (op === "has" && arg === "hashtags") cond = sql`exists (select 1 from corpus_post_entities e where e.post_id = p.id and e.kind = 'hashtag')`;
  else if (op === "has" && arg === "mentions") cond = sql`exists (select 1 from corpus_post_entities e where e.post_id = p.id and e.kind = 'mention')`;
  else if (arg && ["is", "has"].includes(op)) throw new XDataError("invalid", `The operator ${op}:${arg} is not supported by the local corpus.`, 400);
  else cond = words(t);
  return negated ? sql`not (${cond})` : cond;
}

const ENTITY_KINDS: Record<string, string> = { "#": "hashtag", "@": "mention", $: "cashtag" };

/**
 * One OR group of a query: a lone #hashtag, @mention or $cashtag, or any other ANDed terms as SQL
 * over posts `p` (with `word` set when the group is one bare word of letters and digits, and `words`,
 * the tsquery of the posts' words, when every term is a word or phrase the full-text search answers).
 */
export type SearchGroup = { entity: { kind: string; value: string } } | { cond: SQL; word?: string; words?: SQL };

const BARE_WORD = /^[\p{L}\p{N}]+$/u;

/** The query's OR groups (`lookup`: how an entity beside other terms finds its posts). */
export function searchGroups(query: string, lookup: EntityLookup = "in"): SearchGroup[] {
  const q = query.trim();
  if (!q) throw new XDataError("invalid", "The query is empty.", 400);
  if (q.length > 512) throw new XDataError("invalid", "The query is longer than 512 characters.", 400);
  const groups: string[][] = [[]];
  for (const m of q.replace(/[()]/g, " ").matchAll(TOKEN)) {
    if (m[0] === "OR") groups.push([]);
    else groups[groups.length - 1].push(m[0]);
  }
  const found = groups.filter((g) => g.length).map((g): SearchGroup => {
    const kind = g.length === 1 && g[0].length > 1 ? ENTITY_KINDS[g[0][0]] : undefined;
    if (kind) return { entity: { kind, value: g[0].slice(1).toLowerCase() } };
    const found = groupCondition(g, lookup);
    return g.length === 1 && BARE_WORD.test(g[0]) && !CJK.test(g[0]) ? { ...found, word: g[0] } : found;
  });
  if (!found.length) throw new XDataError("invalid", "The query has no terms.", 400);
  return found;
}

const alternativesOf = (query: string): SQL[] =>
  searchGroups(query).map((g) => ("cond" in g ? g.cond : sql`(${entity(g.entity.kind, g.entity.value)})`));

/** SQL condition over posts `p` for an X search query. */
export function searchCondition(query: string): SQL {
  const alternatives = alternativesOf(query);
  if (alternatives.length === 1) return alternatives[0];
  // OR across a full-text term and an entity term would make the planner scan every post computing
  // its tsvector; as a union of ids each alternative uses its own index.
  return sql`p.id in (${sql.join(alternatives.map((a) => sql`select p.id from corpus_posts p where ${a}`), sql` union `)})`;
}
