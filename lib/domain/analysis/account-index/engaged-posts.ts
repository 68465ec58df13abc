import { byCodePoint, rankWordsAndPairs } from "../words-and-pairs";
import { mostTalliedByKind } from "./most-tallied";

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
  // Posts marked in a bitmap (numbers are dense): the sample is the first `cap` marked, in order.
  const posts = e.entityStart.length - 1;
  const marked = new Uint8Array(posts);
  let population = 0;
  for (const id of accountIds) {
    const engaged = e.byAccount.get(id);
    if (engaged)
      for (let i = 0; i < engaged.length; i++) {
        if (!marked[engaged[i]]) {
          marked[engaged[i]] = 1;
          population++;
        }
      }
  }
  const sample = new Int32Array(Math.min(cap, population));
  for (let n = 0, k = 0; k < sample.length; n++) if (marked[n]) sample[k++] = n;
  const tally = new Int32Array(e.termLabels.length);
  const touched: number[] = [];
  const keywords: Int32Array[] = [];
  for (const n of sample) {
    for (let i = e.entityStart[n]; i < e.entityStart[n + 1]; i++) {
      const code = e.entityCodes[i];
      if (tally[code]++ === 0) touched.push(code);
    }
    keywords.push(e.keywordCodes.subarray(e.keywordStart[n], e.keywordStart[n + 1]));
  }
  const found: RankedPart[] = mostTalliedByKind(touched, tally, limit, (code) => e.termKinds[code], (code) => e.termLabels[code]);
  // Keywords are counted by code and ordered by their labels' code points, as the database ranks them.
  const order = labelOrder(e);
  const words = rankWordsAndPairs(keywords, { label: (code: number) => e.termLabels[code], compare: (a, b) => order[a] - order[b], limit, codes: e.termLabels.length });
  found.push(...words.words.map((w) => ({ kind: "word", ...w })), ...words.pairs.map((p) => ({ kind: "pair", ...p })));
  return { base: sample.length, population, found };
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
