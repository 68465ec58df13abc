import { rankWordsAndPairs, type RankedTerm } from "../words-and-pairs";
import type { AccountIndex, TermKind } from "./account-index";
import { mostTalliedByKind } from "./most-tallied";

export type KindRankedTerm = RankedTerm & { kind: TermKind };

/**
 * Hashtags, topics (annotations) and keywords of a set of accounts' own posts: the posts each
 * account's posts contribute, summed, the top `limit` of each kind (ties in database term order),
 * and the set's posts in all (the base).
 */
export function ownPostTerms(index: AccountIndex, accounts: Int32Array, limit: number): { base: number; ranked: KindRankedTerm[] } {
  const tally = new Int32Array(index.terms.labels.length);
  const touched: number[] = [];
  let base = 0;
  for (const n of accounts) {
    base += index.posts[n];
    for (let i = index.termStart[n]; i < index.termStart[n + 1]; i++) {
      const code = index.termCodes[i];
      if (tally[code] === 0) touched.push(code);
      tally[code] += index.termCounts[i];
    }
  }
  const ranked = mostTalliedByKind(touched, tally, limit, (code) => index.terms.kinds[code], (code) => index.terms.labels[code]);
  return { base, ranked };
}

/** Words of a set of accounts' bios by accounts using them, and pairs of the 40 most used in the same bio. */
export function bioWordsAndPairs(index: AccountIndex, accounts: Int32Array, limit: number) {
  const units = Array.from(accounts, (n) => index.bioCodes.subarray(index.bioStart[n], index.bioStart[n + 1]));
  return rankWordsAndPairs(units, { label: (code: number) => index.terms.labels[code], compare: (a, b) => a - b, limit, codes: index.terms.labels.length });
}
