import { byCodePoint, rankWordsAndPairs } from "../words-and-pairs";

/**
 * The posts accounts engaged with (liked, reposted, replied to, quoted), in memory, for the
 * most_interacted_* sections: a post set's sample and its terms counted over typed arrays instead of
 * a few thousand index lookups. Posts are numbered in sampling order for `seed` (hash rank, then id),
 * so the first `cap` numbers of a set are its seeded sample.
 */
export interface EngagedPosts {
  seed: number;
  /** Post numbers each account engaged with, ascending. */
  byAccount: Map<string, Int32Array>;
  /** Kind ("hashtag", "emoji" or "word") and text of each term code; codes in the database's (kind, term) order, its tie order. */
  termKinds: string[];
  termLabels: string[];
  /** Distinct hashtag and emoji codes of post n: entityCodes[entityStart[n] .. entityStart[n + 1]). */
  entityStart: Int32Array;
  entityCodes: Int32Array;
  /** Distinct keyword codes of post n: keywordCodes[keywordStart[n] .. keywordStart[n + 1]). */
  keywordStart: Int32Array;
  keywordCodes: Int32Array;
}

export type RankedPart = { kind: string; label: string; count: number; rank: number };

/**
 * The posts the given accounts engaged with: every one up to `cap`, above it the first `cap` in
 * sampling order, with how many there were; their hashtags and emoji by posts using them, their
 * keywords and pairs of keywords (top `limit` of each, ranked as the database would).
 */
export function engagedTerms(e: EngagedPosts, accountIds: readonly string[], cap: number, limit: number): { base: number; population: number; found: RankedPart[] } {
  const seen = new Set<number>();
  for (const id of accountIds) {
    const posts = e.byAccount.get(id);
    if (posts) for (const n of posts) seen.add(n);
  }
  const sample = Int32Array.from(seen).sort().subarray(0, cap);
  const counts = new Map<number, number>();
  const keywords: Int32Array[] = [];
  for (const n of sample) {
    for (let i = e.entityStart[n]; i < e.entityStart[n + 1]; i++) counts.set(e.entityCodes[i], (counts.get(e.entityCodes[i]) ?? 0) + 1);
    keywords.push(e.keywordCodes.subarray(e.keywordStart[n], e.keywordStart[n + 1]));
  }
  const found: RankedPart[] = [];
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const ranks = new Map<string, number>();
  for (const [code, count] of ranked) {
    const kind = e.termKinds[code];
    const rank = (ranks.get(kind) ?? 0) + 1;
    ranks.set(kind, rank);
    if (rank <= limit) found.push({ kind, label: e.termLabels[code], count, rank });
  }
  // Keywords are counted by code and ordered by their labels' code points, as the database ranks them.
  const order = labelOrder(e);
  const words = rankWordsAndPairs(keywords, { label: (code: number) => e.termLabels[code], compare: (a, b) => order[a] - order[b], limit });
  found.push(...words.words.map((w) => ({ kind: "word", ...w })), ...words.pairs.map((p) => ({ kind: "pair", ...p })));
  return { base: sample.length, population: seen.size, found };
}

const labelOrders = new WeakMap<EngagedPosts, Int32Array>();

/** Each term code's place in the code-point order of the labels, worked out once per loaded set (the loader asks first, so no report waits for it). */
export function labelOrder(e: EngagedPosts): Int32Array {
  let order = labelOrders.get(e);
  if (!order) {
    const codes = Array.from(e.termLabels, (_, code) => code).sort((a, b) => byCodePoint(e.termLabels[a], e.termLabels[b]) || a - b);
    order = new Int32Array(codes.length);
    codes.forEach((code, place) => (order![code] = place));
    labelOrders.set(e, order);
  }
  return order;
}
