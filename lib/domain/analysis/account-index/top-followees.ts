import type { AccountIndex } from "./account-index";
import { mostTallied } from "./most-tallied";

/**
 * The accounts a set of accounts follows most: each followed account's number and how many of the
 * set follow it, most followed first (ties: database id order), `exclude` (e.g. the subject) left out.
 */
export function topFollowees(index: AccountIndex, accounts: Int32Array, limit: number, exclude = -1): { no: number; count: number }[] {
  const { followeeStart, followees } = index;
  const tally = new Int32Array(index.ids.length);
  const touched: number[] = [];
  for (const n of accounts) {
    for (let i = followeeStart[n]; i < followeeStart[n + 1]; i++) {
      const f = followees[i];
      if (f === exclude) continue;
      if (tally[f]++ === 0) touched.push(f);
    }
  }
  return mostTallied(touched, tally, limit).map((no) => ({ no, count: tally[no] }));
}
